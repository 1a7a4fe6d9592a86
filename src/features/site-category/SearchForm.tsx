import { useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import type { SiteCategory } from '@/routing/route-table';
import { urls } from '@/routing/urls';
import { PrimaryButton } from '@/ui/Button';

const messages = defineMessages({
  label: { id: 'home.search.label', defaultMessage: 'Search by city, neighbourhood, address or MLS® number' },
  placeholder: { id: 'home.search.placeholder', defaultMessage: 'City, neighbourhood, address or MLS® number' },
  submit: { id: 'home.search.submit', defaultMessage: 'Search' },
  invalid: { id: 'search.errors.invalid', defaultMessage: 'Please enter a valid search' },
});

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(2)};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    background: transparent;
    font-size: 1.0625rem;
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  justify-self: start;
`;

/** Text that names something findable: at least two letters or digits. */
export function isSearchText(text: string): boolean {
  return (text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2;
}

interface SearchFormProps {
  locale: Locale;
  category: SiteCategory;
  /** Extra query parameters the tab adds, e.g. rentals only. */
  preset?: Record<string, string>;
}

export function SearchForm({ locale, category, preset }: SearchFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!isSearchText(q)) {
      setInvalid(true);
      return;
    }
    void navigate(urls.findRealEstate(locale, category, { ...preset, q }));
  };

  return (
    <Form role="search" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        {intl.formatMessage(messages.label)}
      </label>
      <Row>
        <input
          id={inputId}
          type="search"
          value={text}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={intl.formatMessage(messages.placeholder)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (invalid) setInvalid(false);
          }}
        />
        <PrimaryButton type="submit">{intl.formatMessage(messages.submit)}</PrimaryButton>
      </Row>
      {invalid && (
        <ErrorText id={errorId} role="alert">
          {intl.formatMessage(messages.invalid)}
        </ErrorText>
      )}
    </Form>
  );
}
