import { useEffect, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { colors, radius } from './theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(17, 24, 39, 0.45);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  z-index: 50;
`;

const Panel = styled.div`
  background: ${colors.surface};
  border-radius: ${radius};
  padding: 20px;
  width: min(440px, 100%);
  box-shadow: 0 20px 40px rgba(0, 0, 0, 0.2);
  h2 {
    margin: 0 0 8px;
    font-size: 17px;
  }
  p {
    margin: 0 0 16px;
    color: ${colors.muted};
    font-size: 14px;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

const DrawerBackdrop = styled(Backdrop)`
  justify-content: flex-end;
  padding: 0;
`;

const DrawerHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 16px;
  h2 {
    margin: 0;
    font-size: 18px;
  }
`;

const useEscape = (onClose: () => void) =>
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

/** Asks before a destructive action. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pending = false,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
  useEscape(onClose);
  return (
    <Backdrop onClick={onClose}>
      <Panel role="alertdialog" aria-modal="true" aria-labelledby={id} onClick={(e) => e.stopPropagation()}>
        <h2 id={id}>{title}</h2>
        <p>{children}</p>
        <Actions>
          <Button onClick={onClose} disabled={pending}>
            Keep it
          </Button>
          <Button $variant="danger" onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}

const DrawerPanel = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(520px, 100%);
  background: ${colors.surface};
  box-shadow: -12px 0 32px rgba(0, 0, 0, 0.15);
  padding: 20px;
  overflow-y: auto;
  z-index: 50;
`;

/** A side panel for a record's details. */
export function Drawer({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  useEscape(onClose);
  return (
    <DrawerBackdrop onClick={onClose}>
      <DrawerPanel role="dialog" aria-modal="true" aria-labelledby={id} onClick={(e) => e.stopPropagation()}>
        <DrawerHeader>
          <h2 id={id}>{title}</h2>
          <Button $variant="ghost" aria-label="Close" onClick={onClose}>
            ✕
          </Button>
        </DrawerHeader>
        {children}
      </DrawerPanel>
    </DrawerBackdrop>
  );
}
