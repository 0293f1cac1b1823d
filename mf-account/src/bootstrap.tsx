import { createRoot } from 'react-dom/client';
import { Harness } from './app/harness';

createRoot(document.getElementById('root') as HTMLElement).render(<Harness />);
