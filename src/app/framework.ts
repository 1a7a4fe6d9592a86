// The libraries every page runs, evaluated on their own before the app's modules (src/main.tsx): two shorter tasks
// instead of one long one that blocks input while a phone starts the page (Total Blocking Time).
export { startTransition } from 'react';
export { createRoot } from 'react-dom/client';
export { Provider } from 'react-redux';
export { BrowserRouter } from 'react-router-dom';
export { configureStore } from '@reduxjs/toolkit';
export { createApi } from '@reduxjs/toolkit/query/react';
export { default as createSagaMiddleware } from 'redux-saga';
export { ThemeProvider } from 'styled-components';
export { IntlProvider } from 'react-intl';
