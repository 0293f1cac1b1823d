/** The shop's shared look (team palette). */
export const colors = {
  primary: '#0f7b3f',
  primaryDark: '#0b5e30',
  accent: '#f59e0b',
  text: '#1f2937',
  muted: '#6b7280',
  border: '#e5e7eb',
  surface: '#ffffff',
  background: '#f9fafb',
  danger: '#b91c1c',
  dangerBg: '#fef2f2',
} as const;

export const radius = '8px';
