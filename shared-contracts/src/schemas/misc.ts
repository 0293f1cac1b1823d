/** The former home of the contact and newsletter schemas; new code imports `./contact` or `./newsletter`. */
export * from './contact';
export * from './newsletter';
