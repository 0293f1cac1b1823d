import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 5vh 16px;
  overflow-y: auto;
  background: rgba(17, 24, 39, 0.55);
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  box-sizing: border-box;
  padding: 28px 24px 24px;
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.text};
  font-family: system-ui, sans-serif;
  box-shadow: 0 20px 50px rgba(0, 0, 0, 0.25);
`;

const Close = styled.button`
  position: absolute;
  top: 10px;
  right: 10px;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${theme.radius};
  background: none;
  font-size: 1.4rem;
  line-height: 1;
  color: ${theme.muted};
  cursor: pointer;
  &:hover {
    background: #f3f4f6;
  }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

type Props = { labelledBy: string; onClose: () => void; children: ReactNode };

/** A modal dialog: closes on Escape or a backdrop click, keeps Tab inside, restores focus when it goes. */
export function Dialog({ labelledBy, onClose, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea');
    (first ?? panel.current)?.focus();
    // The page behind a modal must not scroll.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1}>
        <Close type="button" aria-label="Close" onClick={onClose}>
          ×
        </Close>
        {children}
      </Panel>
    </Backdrop>
  );
}
