// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { Field } from './Field';
import { RadioGroup } from './RadioGroup';
import { renderWithProviders } from '@/test/render';
import { Select } from './Select';

/** The texts an element's aria-describedby points at, in order. */
function descriptions(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('Field', () => {
  it('labels the input and ties the error and the hint to it', async () => {
    await renderWithProviders(
      <Field label="E-mail" type="email" hint="We never share it." error="Please enter a valid email" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(input)).toEqual(['Please enter a valid email', 'We never share it.']);
    // The error sits in a live region, so it is announced when it appears.
    expect(screen.getByText('Please enter a valid email').closest('[aria-live]')).not.toBeNull();
  });

  it('is valid and described by its hint alone when there is no error', async () => {
    await renderWithProviders(<Field label="City" hint="Where you live" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(descriptions(input)).toEqual(['Where you live']);
  });

  it('marks optional fields in the current language', async () => {
    await renderWithProviders(<Field label="Téléphone" type="tel" optional />, { locale: 'fr' });
    expect(screen.getByRole('textbox', { name: 'Téléphone (facultatif)' }).getAttribute('type')).toBe('tel');
  });

  it('renders a text area, and number and password inputs', async () => {
    await renderWithProviders(
      <>
        <Field label="Message" type="textarea" />
        <Field label="Down payment" type="number" />
        <Field label="Password" type="password" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
    screen.getByRole('spinbutton', { name: 'Down payment' });
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });
});

describe('Select and Checkbox', () => {
  it('select: label, placeholder, options, error', async () => {
    await renderWithProviders(
      <Select
        label="Province"
        placeholder="Choose…"
        options={[
          { value: 'on', label: 'Ontario' },
          { value: 'qc', label: 'Quebec' },
        ]}
        error="Field is required"
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Ontario', 'Quebec']);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(select)).toEqual(['Field is required']);
  });

  it('checkbox: toggles by its label and carries its hint and error', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <Checkbox label="Send me new listings" hint="About once a week" error="Field is required" />,
    );
    const box = screen.getByRole('checkbox', { name: 'Send me new listings' });
    expect(descriptions(box)).toEqual(['Field is required', 'About once a week']);
    await user.click(screen.getByText('Send me new listings'));
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});

function Frequency({ error }: { error?: string }) {
  const [value, setValue] = useState<string | undefined>('monthly');
  return (
    <>
      <button type="button">Before</button>
      <RadioGroup
        legend="Payment frequency"
        name="frequency"
        hint="How often you pay"
        error={error}
        value={value}
        onChange={setValue}
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'bi-weekly', label: 'Bi-weekly', hint: 'Every two weeks' },
          { value: 'weekly', label: 'Weekly' },
        ]}
      />
      <button type="button">After</button>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend, described by its error and hint', async () => {
    await renderWithProviders(<Frequency error="Please choose one of the options" />);
    const group = screen.getByRole('radiogroup', { name: 'Payment frequency' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(group)).toEqual(['Please choose one of the options', 'How often you pay']);
    expect(descriptions(screen.getByRole('radio', { name: 'Bi-weekly' }))).toEqual(['Every two weeks']);
  });

  it('is one tab stop, and arrow keys move the selection as native radios do', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Frequency />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    expect(document.activeElement).toBe(monthly);
    await user.keyboard('{ArrowDown}');
    const biWeekly = screen.getByRole('radio', { name: 'Bi-weekly' });
    expect(document.activeElement).toBe(biWeekly);
    expect((biWeekly as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Weekly' }).checked).toBe(true);
    await user.keyboard('{ArrowUp}');
    expect((biWeekly as HTMLInputElement).checked).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });
});
