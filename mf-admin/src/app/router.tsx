import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import AdminRoutes from './admin-routes';

/** The admin on its own: the same route subtree the shell mounts at /admin/*; any other path goes to /admin. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
