// What the shell's start needs of the shop runtime, as a module of its own: bootstrap.tsx imports it when it is
// time to evaluate the runtime (a dynamic import of 'shop-sdk' itself would keep every export of it).
export { apiClient, shopQueryClient } from 'shop-sdk';
