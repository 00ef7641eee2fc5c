export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingVariant,
} from './Heading';
