import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

export type BannerTone = 'error' | 'success' | 'info' | 'warning';

const colours: Record<BannerTone, { color: string; background: string; border: string }> = {
  error: { color: theme.danger, background: theme.dangerBg, border: theme.dangerBorder },
  success: { color: theme.success, background: theme.successBg, border: theme.successBorder },
  info: { color: theme.text, background: theme.surface, border: theme.border },
  warning: { color: theme.warning, background: theme.warningBg, border: theme.warningBorder },
};

const Box = styled.div<{ $tone: BannerTone }>`
  padding: 10px 12px;
  border-radius: ${theme.radius};
  font-size: 0.9rem;
  color: ${({ $tone }) => colours[$tone].color};
  background: ${({ $tone }) => colours[$tone].background};
  border: 1px solid ${({ $tone }) => colours[$tone].border};
  p {
    margin: 0;
  }
`;

/** A message across a form or a page. An error is announced at once; anything else politely. */
export function Banner({
  tone = 'info',
  children,
  className,
}: {
  tone?: BannerTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'} className={className}>
      {children}
    </Box>
  );
}
