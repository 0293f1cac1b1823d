import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { useShopIntl } from '../i18n';
import { kitMessages } from '../shared.messages';
import { Button } from './button';
import { theme } from './theme';

type Placement = 'center' | 'side';
/** `field`: the first field (or the element marked `data-autofocus`); `dialog`: the dialog itself. */
type InitialFocus = 'field' | 'dialog';

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

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusableIn = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));

/**
 * Where focus goes on open: the panel itself when asked (a dialog the shopper did not open: a phone's keyboard
 * must not cover the page), else an element marked `data-autofocus`, else the first field, else the panel.
 */
const initialFocus = (panel: HTMLElement, focus: InitialFocus) =>
  (focus === 'dialog' ? panel : null) ??
  panel.querySelector<HTMLElement>('[data-autofocus]') ??
  panel.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea') ??
  panel;

/**
 * While the dialog is open: the rest of the page is inert and does not scroll. On close, all of that is
 * undone and focus returns to where it was. Nested dialogs work: each one undoes only what it did.
 */
function useModal(container: HTMLElement, panel: RefObject<HTMLDivElement | null>, focus: InitialFocus) {
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { body } = document;
    // Keep the page from shifting sideways when its scrollbar disappears. Read before anything below changes
    // the page, so that the reading does not force a layout of the whole page in the middle of opening.
    const { clientWidth } = document.documentElement;
    const scrollbar = clientWidth > 0 ? window.innerWidth - clientWidth : 0;
    body.appendChild(container);

    const { overflow, paddingRight } = body.style;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

    // The panel itself is at the top of a fixed backdrop, already in view: focused without scrolling into view,
    // the browser is not made to lay the whole page out here, in the task that opened the dialog (on a phone,
    // 100 ms and more on a long page when the dialog opens by itself on load); it does so in its next frame.
    const target = panel.current ? initialFocus(panel.current, focus) : null;
    target?.focus(target === panel.current ? { preventScroll: true } : undefined);

    // The rest of the page is made inert after the focus, in the same task. `inert` on the page's root makes the
    // browser compute the style of every element of the page again: set before the focus, which brings the page's
    // style up to date, that work was done here, in the task that opened the dialog; set after it, the browser does
    // it when it next draws the page.
    const madeInert = [...body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== container && !element.hasAttribute('inert'),
    );
    madeInert.forEach((element) => element.setAttribute('inert', ''));

    return () => {
      madeInert.forEach((element) => element.removeAttribute('inert'));
      body.style.overflow = overflow;
      body.style.paddingRight = paddingRight;
      container.remove();
      if (previous?.isConnected) previous.focus();
    };
  }, [container, panel, focus]);
}

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
  const [container] = useState(() => document.createElement('div'));
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { formatMessage: t } = useShopIntl();
  useModal(container, panel, initialFocus);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Only the innermost dialog closes.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusableIn(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
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
        <Close type="button" aria-label={t(kitMessages.close)} onClick={onClose}>
          ×
        </Close>
      </Panel>
    </Backdrop>,
    container,
  );
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
