export { AlertDialog } from 'radix-ui';
