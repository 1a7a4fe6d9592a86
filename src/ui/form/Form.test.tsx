// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { object } from 'yup';
import { Form } from './Form';
import { FormCheckbox } from './FormCheckbox';
import { FormField } from './FormField';
import { FormRadioGroup } from './FormRadioGroup';
import { FormSelect } from './FormSelect';
import { accepted, choice, email, numeric, password, passwordConfirmation, phone, text } from './rules';
import { renderWithProviders } from '@/test/render';
import { SubmitButton } from './SubmitButton';

const schema = object({
  name: text({ required: true, max: 20 }),
  email: email(),
  phone: phone(),
  password: password(),
  confirmPassword: passwordConfirmation(),
  province: choice(['on', 'qc'], { required: true }),
  lookingTo: choice(['buy', 'sell'], { required: true }),
  downPayment: numeric({ min: 5 }),
  terms: accepted(),
});

const initialValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  province: '',
  lookingTo: '',
  downPayment: '',
  terms: false,
};

function Registration({ onSubmit }: { onSubmit: (values: typeof initialValues) => Promise<void> }) {
  return (
    <Form initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit} aria-label="Register">
      {({ submission }) => (
        <>
          <FormField name="name" label="Name" />
          <FormField name="email" type="email" label="E-mail" hint="We never share it." />
          <FormField name="phone" type="tel" label="Phone" optional />
          <FormField name="password" type="password" label="Password" />
          <FormField name="confirmPassword" type="password" label="Confirm password" />
          <FormSelect
            name="province"
            label="Province"
            placeholder="Choose"
            options={[
              { value: 'on', label: 'Ontario' },
              { value: 'qc', label: 'Quebec' },
            ]}
          />
          <FormRadioGroup
            name="lookingTo"
            legend="Looking to"
            options={[
              { value: 'buy', label: 'Buy' },
              { value: 'sell', label: 'Sell' },
            ]}
          />
          <FormField name="downPayment" type="number" label="Down payment (%)" optional />
          <FormCheckbox name="terms" label="I accept the terms" />
          <SubmitButton>Register</SubmitButton>
          <output data-testid="submission">{submission}</output>
        </>
      )}
    </Form>
  );
}

/** The texts an element's aria-describedby points at, in order. */
function descriptions(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

const submission = () => screen.getByTestId('submission').textContent;

async function fillValid(user: ReturnType<typeof userEvent.setup>, optional = '(optional)') {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jeanne Tremblay');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jeanne@example.ca');
  await user.type(screen.getByRole('textbox', { name: `Phone ${optional}` }), '514-555-0123');
  await user.type(screen.getByLabelText('Password'), 'Maison2026!');
  await user.type(screen.getByLabelText('Confirm password'), 'Maison2026!');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'qc');
  await user.click(screen.getByRole('radio', { name: 'Buy' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
}

// Typing into a dozen fields takes a few seconds on a busy machine.
describe('Form (formik + yup)', () => {
  it('posts what it holds when no script sends it, so a password never goes in the URL', async () => {
    await renderWithProviders(<Registration onSubmit={() => Promise.resolve()} />);
    expect(screen.getByRole('form', { name: 'Register' }).getAttribute('method')).toBe('post');
  });

  it('shows no error before a field is left, then the translated error tied to the field', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Registration onSubmit={() => Promise.resolve()} />);
    const emailInput = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(emailInput, 'jeanne@example');
    expect(emailInput.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    await user.tab();
    await waitFor(() => expect(emailInput.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptions(emailInput)).toEqual(['Please enter a valid email', 'We never share it.']);
    // Only the field that was left shows its error.
    expect(screen.getByRole('textbox', { name: 'Name' }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('on submit, shows every error in English and focuses the first invalid field', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() => Promise.resolve());
    await renderWithProviders(<Registration onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '555-0199');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    await user.type(screen.getByRole('spinbutton', { name: 'Down payment (%) (optional)' }), '2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(submission()).toBe('0');
    expect(descriptions(name)).toEqual(['Field is required']);
    expect(descriptions(screen.getByRole('textbox', { name: 'E-mail' }))[0]).toBe('Field is required');
    expect(descriptions(screen.getByRole('textbox', { name: 'Phone (optional)' }))).toEqual([
      'Phone number is invalid',
    ]);
    expect(descriptions(screen.getByLabelText('Password'))).toEqual(['Minimum 8 characters']);
    expect(descriptions(screen.getByLabelText('Confirm password'))).toEqual(['Password does not match']);
    expect(descriptions(screen.getByRole('combobox', { name: 'Province' }))).toEqual(['Field is required']);
    expect(descriptions(screen.getByRole('radiogroup', { name: 'Looking to' }))).toEqual(['Field is required']);
    expect(descriptions(screen.getByRole('spinbutton', { name: 'Down payment (%) (optional)' }))).toEqual([
      'Enter 5 or more',
    ]);
    expect(descriptions(screen.getByRole('checkbox', { name: 'I accept the terms' }))).toEqual(['Field is required']);
  });

  it('speaks French: the same schema, errors resolved by react-intl when they render', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Registration onSubmit={() => Promise.resolve()} />, { locale: 'fr' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Un nom beaucoup trop long pour ce champ');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jeanne@');
    await user.type(screen.getByRole('textbox', { name: 'Phone (facultatif)' }), '123');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(descriptions(name)).toEqual(['Maximum 20 caractères']);
    expect(descriptions(screen.getByRole('textbox', { name: 'E-mail' }))[0]).toBe(
      'Veuillez entrer une adresse courriel valide',
    );
    expect(descriptions(screen.getByRole('textbox', { name: 'Phone (facultatif)' }))).toEqual([
      "Le numéro de téléphone n'est pas valide",
    ]);
    expect(descriptions(screen.getByLabelText('Password'))).toEqual(['Minimum 8 caractères']);
    expect(descriptions(screen.getByLabelText('Confirm password'))).toEqual(['Le mot de passe ne correspond pas']);
    expect(descriptions(screen.getByRole('radiogroup', { name: 'Looking to' }))).toEqual(['Ce champ est obligatoire']);
  });

  it('focuses the checked radio of an invalid group when it comes first', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(
      <Form
        initialValues={{ frequency: 'yearly' }}
        validationSchema={object({ frequency: choice(['monthly', 'weekly']) })}
        onSubmit={() => undefined}
      >
        <FormRadioGroup
          name="frequency"
          legend="Frequency"
          options={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'weekly', label: 'Weekly' },
            { value: 'yearly', label: 'Yearly' },
          ]}
        />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Yearly' })));
    expect(descriptions(screen.getByRole('radiogroup', { name: 'Frequency' }))).toEqual([
      'Please choose one of the options',
    ]);
  });

  it('a failed submission shows the error notice, keeps what was typed, and can be retried', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    let release: () => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          release = () => (fail ? reject(new Error('503')) : resolve());
        }),
    );
    await renderWithProviders(<Registration onSubmit={onSubmit} />);
    expect(submission()).toBe('0');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(submission()).toBe('2'));
    expect(screen.getByRole('button', { name: 'Register' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('form', { name: 'Register' }).getAttribute('aria-busy')).toBe('true');
    // A second click while it is under way sends nothing.
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    release();

    const alert = await screen.findByRole('alert');
    expect(submission()).toBe('3');
    within(alert).getByText('Submission Error');
    within(alert).getByText('An error occurred when you submitted the form. We apologize for the inconvenience.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Jeanne Tremblay');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' }).value).toBe('jeanne@example.ca');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Buy' }).checked).toBe(true);
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Jeanne Tremblay', province: 'qc', lookingTo: 'buy', terms: true }),
      expect.anything(),
    );

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    release();
    await waitFor(() => expect(submission()).toBe('1'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the failure notice in French', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Registration onSubmit={() => Promise.reject(new Error('500'))} />, { locale: 'fr' });
    await fillValid(user, '(facultatif)');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Erreur d’envoi');
    within(alert).getByRole('button', { name: 'Réessayer' });
  });
});
