import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProvider } from 'shared-contracts/ui/app-provider';
import AdminRoutes from './admin-routes';

/** Standalone page: the providers the shell gives in the composed shop, with the admin mounted at /admin/*. */
createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProvider>
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </BrowserRouter>
  </AppProvider>,
);
