import { defineMessages } from 'react-intl';

export const formMessages = defineMessages({
  submissionErrorTitle: { id: 'form.submission-error.title', defaultMessage: 'Submission Error' },
  submissionErrorBody: {
    id: 'form.submission-error.body',
    defaultMessage: 'An error occurred when you submitted the form. We apologize for the inconvenience.',
  },
  submitting: { id: 'form.submitting', defaultMessage: 'Submitting…' },
  number: { id: 'form.errors.number', defaultMessage: 'Please enter a number' },
  minValue: { id: 'form.errors.min-value', defaultMessage: 'Enter {min, number} or more' },
  maxValue: { id: 'form.errors.max-value', defaultMessage: 'Enter {max, number} or less' },
});
