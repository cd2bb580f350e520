export { Popover } from 'radix-ui';
