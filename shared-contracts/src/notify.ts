import { toast, type Id } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from './constants';

/** Toasts with SPEC §9's durations. */
export const notify = {
  success: (text: string) => toast.success(text, { autoClose: TOAST_SUCCESS_MS }),
  error: (text: string) => toast.error(text, { autoClose: TOAST_ERROR_MS }),
  info: (text: string) => toast.info(text, { autoClose: TOAST_DEFAULT_MS }),
  /** A loading toast that stays until it is replaced. */
  loading: (text: string): Id => toast.loading(text),
  resolve: (id: Id, text: string) =>
    toast.update(id, { render: text, type: 'success', isLoading: false, autoClose: TOAST_SUCCESS_MS }),
  reject: (id: Id, text: string) =>
    toast.update(id, { render: text, type: 'error', isLoading: false, autoClose: TOAST_ERROR_MS }),
};

/** Shows a loading toast while `task` runs, then replaces it with the success or error toast. */
export async function withToast<T>(
  task: () => Promise<T>,
  texts: { loading: string; success: string; error: string | ((error: unknown) => string) },
): Promise<T> {
  const id = notify.loading(texts.loading);
  try {
    const result = await task();
    notify.resolve(id, texts.success);
    return result;
  } catch (error) {
    notify.reject(id, typeof texts.error === 'function' ? texts.error(error) : texts.error);
    throw error;
  }
}
