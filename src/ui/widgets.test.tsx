// @vitest-environment happy-dom
import type { FormEvent } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ButtonLink } from './ButtonLink';
import { Disclosure } from './Disclosure';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';
import { renderWithProviders } from '@/test/render';
import { Notice } from './Notice';

describe('Disclosure', () => {
  it('a button that shows and hides the content it controls', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <Disclosure summary="More filters" headingLevel={3} onOpenChange={onOpenChange}>
        <p>Year built</p>
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'More filters' });
    screen.getByRole('heading', { level: 3, name: 'More filters' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const content = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(content?.hidden).toBe(true);
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(content?.hidden).toBe(false);
    screen.getByText('Year built');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });
});

describe('IconButton', () => {
  it('is named by its label, shows a decorative icon and never submits the form it sits in', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    await renderWithProviders(
      <form onSubmit={onSubmit}>
        <IconButton label="Close" icon={<CloseIcon />} onClick={onClick} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Notice', () => {
  it('errors are alerts and can offer a retry, in the current language', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    await renderWithProviders(
      <Notice tone="error" title="Oups! Une erreur est survenue." onRetry={onRetry}>
        Les annonces n’ont pas pu être chargées.
      </Notice>,
      { locale: 'fr' },
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Oups! Une erreur est survenue.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('information and success are polite status messages, without a retry', async () => {
    await renderWithProviders(
      <>
        <Notice tone="success" onRetry={() => undefined}>
          Saved search updated
        </Notice>
        <Notice>Prices include taxes</Notice>
        <Notice live={false}>Part of the page</Notice>
      </>,
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Saved search updated',
      'Prices include taxes',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ButtonLink', () => {
  it('is a link (it navigates) that looks like a button', async () => {
    await renderWithProviders(
      <>
        <ButtonLink to="/fr/connexion">Se connecter</ButtonLink>
        <ButtonLink to="/fr/inscription" variant="secondary">
          Créer un compte
        </ButtonLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/fr/connexion');
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/fr/inscription');
  });
});
