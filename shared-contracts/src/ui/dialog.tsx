import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { useShopIntl } from '../i18n';
import { kitMessages } from '../shared.messages';
import { Button } from './button';
import { theme } from './theme';
import { DIALOG_CLOSE, dialogKeyDown, holdModal, takeDrawnDialog, type InitialFocus } from './modal';

type Placement = 'center' | 'side';

const Backdrop = styled.div<{ $placement: Placement }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  overflow-y: auto;
  background: ${theme.overlay};
  ${({ $placement }) =>
    $placement === 'side'
      ? css`
          justify-content: flex-end;
        `
      : css`
          justify-content: center;
          padding: 5vh 16px;
          /* a phone held upright: the whole form fits an 800 px high screen */
          @media (max-height: 860px) {
            padding: 8px;
          }
        `}
`;

const Panel = styled.div<{ $placement: Placement; $width: string }>`
  position: relative;
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ $width }) => $width};
  padding: 28px 24px 24px;
  @media (max-width: 480px) {
    padding: 16px 14px 12px;
  }
  background: ${theme.background};
  color: ${theme.text};
  font-family: ${theme.font};
  box-shadow: ${theme.shadow};
  &:focus {
    outline: none;
  }
  ${({ $placement }) =>
    $placement === 'side'
      ? css`
          min-height: 100%;
        `
      : css`
          /* auto margins centre the panel, yet let a tall one scroll from its top */
          margin: auto 0;
          border-radius: ${theme.radius};
        `}
`;

const Heading = styled.h2`
  margin: 0 36px 4px 0;
  font-size: 1.3rem;
  color: ${theme.textStrong};
`;

const Description = styled.div`
  margin: 0 0 16px;
  color: ${theme.muted};
  p {
    margin: 0;
  }
`;

const Close = styled.button`
  position: absolute;
  top: 10px;
  right: 10px;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${theme.radius};
  background: none;
  font-size: 1.5rem;
  line-height: 1;
  color: ${theme.muted};
  cursor: pointer;
  &:hover {
    background: ${theme.surfaceStrong};
  }
  &:focus-visible {
    outline: 2px solid ${theme.accent};
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;

/**
 * Set on the server where a dialog's markup is drawn for the browser to show before its code has come: a dialog then
 * renders where it is, not in a container of its own at the end of the page, and holds nothing (it never runs).
 */
export const DialogDrawnInPlace = createContext(false);

type Naming =
  /** Shown as the dialog's heading, and its accessible name. */
  | { title: ReactNode; labelledBy?: undefined }
  /** The id of a heading inside `children` that names the dialog. */
  | { labelledBy: string; title?: undefined };

export type DialogProps = Naming & {
  onClose: () => void;
  children: ReactNode;
  /** Text under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** `alertdialog` when it asks to confirm something. */
  role?: 'dialog' | 'alertdialog';
  /** `side` slides a panel along the right edge (a record's details). */
  placement?: Placement;
  /** The panel's largest width. */
  width?: string;
  /** What takes focus on open; `field` by default. */
  initialFocus?: InitialFocus;
};

/**
 * A modal dialog. It traps Tab inside, closes on Escape, a backdrop click or its × button, locks the page's
 * scroll, makes the page behind it inert, and gives focus back to where it was when it closes.
 */
export function Dialog({
  title,
  labelledBy,
  onClose,
  children,
  description,
  role = 'dialog',
  placement = 'center',
  width = placement === 'side' ? '520px' : '480px',
  initialFocus = 'field',
}: DialogProps) {
  const inPlace = useContext(DialogDrawnInPlace);
  const [container] = useState(() => (inPlace ? null : document.createElement('div')));
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { formatMessage: t } = useShopIntl();
  useLayoutEffect(() => {
    if (!container) return undefined;
    // The same dialog as the server drew it, shown while this code was on its way: this one takes its place.
    const handOver = takeDrawnDialog();
    const release = holdModal(container, panel.current, initialFocus);
    if (panel.current) handOver?.(panel.current);
    return release;
  }, [container, initialFocus]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (panel.current) dialogKeyDown(event, panel.current, onClose);
  };

  const dialog = (
    <Backdrop
      $placement={placement}
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <Panel
        ref={panel}
        $placement={placement}
        $width={width}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy ?? titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        {title !== undefined && <Heading id={titleId}>{title}</Heading>}
        {description && <Description id={descriptionId}>{description}</Description>}
        {children}
        <Close type="button" aria-label={t(kitMessages.close)} onClick={onClose} {...{ [DIALOG_CLOSE]: '' }}>
          ×
        </Close>
      </Panel>
    </Backdrop>
  );
  return container ? createPortal(dialog, container) : dialog;
}

type ConfirmDialogProps = {
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for an action that destroys or cancels something. */
  tone?: 'danger' | 'primary';
  /** While the action runs: both buttons wait. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action; focus starts on the safe choice. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog role="alertdialog" title={title} description={children} onClose={onClose} width="440px">
      <DialogActions>
        <Button $variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
          {cancelLabel}
        </Button>
        <Button $variant={tone} onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
