import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createQueryClient, kasuwaStore, TOAST_LIMIT } from 'shared-contracts';
import AdminRoutes from './admin-routes';

/** Standalone harness: the providers the shell gives in the composed shop, with the admin mounted at /admin/*. */
const queryClient = createQueryClient();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Provider store={kasuwaStore}>
        <BrowserRouter>
          <Routes>
            <Route path="/admin/*" element={<AdminRoutes />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </BrowserRouter>
        <ToastContainer limit={TOAST_LIMIT} position="top-right" newestOnTop />
      </Provider>
    </QueryClientProvider>
  </StrictMode>,
);
