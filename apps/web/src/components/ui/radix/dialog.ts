export { Dialog } from 'radix-ui';
