// main.js has just started the federation runtime; the shell's own start (which asks for the shared libraries'
// chunks) runs in the next task, so that the two are not one long task on a phone.
setTimeout(() => void import('./bootstrap'), 0);
