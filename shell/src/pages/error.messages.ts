import { defineMessages } from 'react-intl';

/** The generic error page's own words (docs/storefront.md §2.8). */
export const errorPageMessages = defineMessages({
  whatYouCanDo: { id: 'shell.error.whatYouCanDo', defaultMessage: 'What you can do' },
  errorId: { id: 'shell.error.errorId', defaultMessage: 'Error ID:' },
  technicalDetails: { id: 'shell.error.technicalDetails', defaultMessage: 'Technical details' },
  noDetails: { id: 'shell.error.noDetails', defaultMessage: 'No further details.' },
  retrying: { id: 'shell.error.retrying', defaultMessage: 'Retrying...' },
  tryAgain: { id: 'shell.error.tryAgain', defaultMessage: 'Try Again' },
  goBack: { id: 'shell.error.goBack', defaultMessage: 'Go Back' },
  homepage: { id: 'shell.error.homepage', defaultMessage: 'Homepage' },
  report: { id: 'shell.error.report', defaultMessage: 'Report' },
  help: { id: 'shell.error.help', defaultMessage: 'Help' },
  contactSupport: { id: 'shell.error.contactSupport', defaultMessage: 'Contact Support' },
  helpCenter: { id: 'shell.error.helpCenter', defaultMessage: 'Help Center' },
  status: { id: 'shell.error.status', defaultMessage: 'Status' },
});

/** Each kind of error's title, message and suggestions. */
export const errorTypeMessages = defineMessages({
  serverTitle: { id: 'shell.error.server.title', defaultMessage: 'Internal Server Error' },
  serverMessage: {
    id: 'shell.error.server.message',
    defaultMessage: 'Something went wrong on our side. Our team has been notified.',
  },
  serverTip1: { id: 'shell.error.server.tip1', defaultMessage: 'Try again in a few moments' },
  serverTip2: { id: 'shell.error.server.tip2', defaultMessage: 'Go back to the previous page' },
  contactIfContinues: {
    id: 'shell.error.contactIfContinues',
    defaultMessage: 'Contact support if the problem continues',
  },
  networkTitle: { id: 'shell.error.network.title', defaultMessage: 'Network Connection Error' },
  networkMessage: {
    id: 'shell.error.network.message',
    defaultMessage: 'We could not reach Kasuwa. Please check your internet connection.',
  },
  networkTip1: {
    id: 'shell.error.network.tip1',
    defaultMessage: 'Check that you are connected to the internet',
  },
  networkTip2: {
    id: 'shell.error.network.tip2',
    defaultMessage: 'Turn mobile data or Wi-Fi off and on again',
  },
  networkTip3: { id: 'shell.error.network.tip3', defaultMessage: 'Try again once your connection is back' },
  timeoutTitle: { id: 'shell.error.timeout.title', defaultMessage: 'Request Timeout' },
  timeoutMessage: {
    id: 'shell.error.timeout.message',
    defaultMessage: 'The request took too long to complete.',
  },
  timeoutTip1: { id: 'shell.error.timeout.tip1', defaultMessage: 'Try again; the shop may be busy' },
  timeoutTip2: { id: 'shell.error.timeout.tip2', defaultMessage: 'Check your connection speed' },
  timeoutTip3: { id: 'shell.error.timeout.tip3', defaultMessage: 'Try again later if it keeps happening' },
  forbiddenTitle: { id: 'shell.error.forbidden.title', defaultMessage: 'Access Denied' },
  forbiddenMessage: {
    id: 'shell.error.forbidden.message',
    defaultMessage: 'You do not have permission to view this page.',
  },
  forbiddenTip1: {
    id: 'shell.error.forbidden.tip1',
    defaultMessage: 'Sign in with an account that has access',
  },
  goBackHome: { id: 'shell.error.goBackHome', defaultMessage: 'Go back to the homepage' },
  forbiddenTip3: {
    id: 'shell.error.forbidden.tip3',
    defaultMessage: 'Contact support if you think this is a mistake',
  },
  paymentTitle: { id: 'shell.error.payment.title', defaultMessage: 'Payment Error' },
  paymentMessage: {
    id: 'shell.error.payment.message',
    defaultMessage: 'Your payment could not be processed. You have not been charged.',
  },
  paymentTip1: { id: 'shell.error.payment.tip1', defaultMessage: 'Check your payment details' },
  paymentTip2: { id: 'shell.error.payment.tip2', defaultMessage: 'Choose pay on delivery instead' },
  paymentTip3: { id: 'shell.error.payment.tip3', defaultMessage: 'Contact your bank or our support team' },
  maintenanceTitle: { id: 'shell.error.maintenance.title', defaultMessage: 'Under Maintenance' },
  maintenanceMessage: {
    id: 'shell.error.maintenance.message',
    defaultMessage: 'Kasuwa is being improved and will be back shortly.',
  },
  maintenanceTip1: {
    id: 'shell.error.maintenance.tip1',
    defaultMessage: 'Check the status page for updates',
  },
  maintenanceTip2: { id: 'shell.error.maintenance.tip2', defaultMessage: 'Come back in a little while' },
  maintenanceTip3: { id: 'shell.error.maintenance.tip3', defaultMessage: 'Follow us for announcements' },
  generalTitle: { id: 'shell.error.general.title', defaultMessage: 'Something Went Wrong' },
  generalMessage: {
    id: 'shell.error.general.message',
    defaultMessage: 'An unexpected error occurred while loading this page.',
  },
  generalTip1: { id: 'shell.error.general.tip1', defaultMessage: 'Refresh the page' },
});
