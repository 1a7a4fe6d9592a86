import { useId, type RefObject } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  /** The confirming button's label ("Delete"); `cancel` the other's. */
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
  finalFocusRef: RefObject<HTMLElement | null>;
}

/** A question before something that cannot be undone: a modal dialog with its body as its description. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirm,
  cancel,
  onConfirm,
  onCancel,
  finalFocusRef,
}: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      describedBy={bodyId}
      finalFocusRef={finalFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancel}
          </Button>
          <Button onClick={onConfirm}>{confirm}</Button>
        </>
      }
    >
      <p id={bodyId}>{body}</p>
    </Dialog>
  );
}
