/** The shop's shared look: one palette for the shell and every remote. */
export const theme = {
  primary: '#0f7b3f',
  primaryDark: '#0b5e30',
  accent: '#f59e0b',
  text: '#1f2937',
  muted: '#6b7280',
  border: '#e5e7eb',
  surface: '#f9fafb',
  danger: '#b91c1c',
  radius: '8px',
} as const;
