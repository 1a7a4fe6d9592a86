import { SnackbarHost } from './Snackbar';

/** The account's overlays: the snackbar of user actions (spec §4). The sign-in drawer is the auth feature's. */
export function UserOverlays() {
  return <SnackbarHost />;
}
