import { defineMessage } from 'react-intl';

/** The title of the dialog that says the sign-in cannot load. */
export const authFrameTitle = defineMessage({ id: 'shell.authFrame.title', defaultMessage: 'Sign in' });
