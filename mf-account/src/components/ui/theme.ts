/** The shop's shared look (team styling contract). */
export const theme = {
  primary: '#0f7b3f',
  primaryDark: '#0b5e30',
  accent: '#f59e0b',
  text: '#1f2937',
  muted: '#6b7280',
  border: '#e5e7eb',
  danger: '#b91c1c',
  dangerBg: '#fef2f2',
  successBg: '#ecfdf5',
  radius: '8px',
} as const;
