/** The shop's one palette: the shell and every remote take their colours from here, never from a hex literal. */
export const theme = {
  /** Brand green: primary buttons, links, prices. */
  primary: '#0f7b3f',
  primaryDark: '#0b5e30',
  /** The far end of the home hero's gradient. */
  primaryDeep: '#14532d',
  /** Amber: focus rings, the logo's dot, the newsletter button. */
  accent: '#f59e0b',
  accentDark: '#b45309',

  text: '#1f2937',
  /** Headings on light ground, and the dark ground of the footer. */
  textStrong: '#111827',
  muted: '#6b7280',
  subtle: '#9ca3af',

  /** Cards, dialogs, inputs. */
  background: '#ffffff',
  /** A faint grey ground: hovered rows, the admin's page, secondary buttons on hover. */
  surface: '#f9fafb',
  surfaceStrong: '#f3f4f6',
  border: '#e5e7eb',
  borderStrong: '#d1d5db',

  danger: '#b91c1c',
  dangerBg: '#fef2f2',
  dangerBorder: '#fecaca',
  success: '#0b5e30',
  successBg: '#ecfdf5',
  successBorder: '#a7f3d0',
  warning: '#92400e',
  warningBg: '#fef3c7',
  warningBorder: '#fde68a',

  /** The footer's dark ground and its text. */
  inverse: '#111827',
  inverseSurface: '#1f2937',
  inverseBorder: '#374151',
  inverseControlBorder: '#4b5563',
  inverseText: '#d1d5db',

  /** Dims the page behind a dialog. */
  overlay: 'rgb(17 24 39 / 0.55)',
  /** Dialogs. */
  shadow: '0 20px 50px rgb(0 0 0 / 0.25)',
  /** Menus, raised cards. */
  shadowRaised: '0 10px 25px rgb(0 0 0 / 0.1)',
  radius: '8px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

/** Colour pairs for badges (order and payment status, stock). */
export const tones = {
  neutral: { background: '#f3f4f6', color: '#374151' },
  success: { background: '#dcfce7', color: '#166534' },
  warning: { background: '#fef3c7', color: '#92400e' },
  danger: { background: '#fee2e2', color: '#991b1b' },
  info: { background: '#dbeafe', color: '#1e40af' },
  progress: { background: '#e0e7ff', color: '#3730a3' },
  transit: { background: '#cffafe', color: '#155e75' },
} as const;

export type Tone = keyof typeof tones;
