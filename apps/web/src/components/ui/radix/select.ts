export { Select } from 'radix-ui';
