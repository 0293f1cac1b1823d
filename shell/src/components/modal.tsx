import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-contracts/ui/theme';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgb(17 24 39 / 0.55);
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: 28px 24px 24px;
  background: #fff;
  border-radius: ${theme.radius};
  box-shadow: 0 20px 50px rgb(0 0 0 / 0.25);
  h2 {
    margin: 0 0 4px;
  }
`;

const Close = styled.button`
  position: absolute;
  top: 10px;
  right: 10px;
  border: 0;
  background: none;
  font-size: 1.4rem;
  line-height: 1;
  padding: 6px;
  cursor: pointer;
  color: ${theme.muted};
`;

interface Props {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog: Escape and the backdrop close it, focus moves in on open and back on close. */
export function Modal({ labelledBy, onClose, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <Overlay onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={labelledBy}>
        <Close type="button" aria-label="Close" onClick={onClose}>
          ×
        </Close>
        {children}
      </Panel>
    </Overlay>
  );
}
