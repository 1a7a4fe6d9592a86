import { Button, type ButtonProps } from '../Button';
import { SubmissionState, useSubmissionState } from './submission-state';

export type SubmitButtonProps = Omit<ButtonProps, 'type'>;

/**
 * The form's submit button. While the submission is under way it stays focusable but inert
 * (aria-disabled), so a double click or Enter sends nothing twice and focus is not lost.
 */
export function SubmitButton({ onClick, variant = 'primary', ...props }: SubmitButtonProps) {
  const busy = useSubmissionState() === SubmissionState.Submitting;
  return (
    <Button
      {...props}
      variant={variant}
      type="submit"
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}
