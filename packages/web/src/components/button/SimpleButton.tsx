import {
  Box,
  type ButtonCssVariables,
  type ButtonProps,
  type ButtonStylesNames,
  type ButtonVariant,
  createVarsResolver,
  getFontSize,
  getRadius,
  getSize,
  type PolymorphicFactory,
  polymorphicFactory,
  UnstyledButton,
  useProps,
  useStyles,
} from '@mantine/core';

export type SimpleButtonProps = Omit<ButtonProps, 'loading' | 'loaderProps'>;

type SimpleButtonFactory = PolymorphicFactory<{
  props: SimpleButtonProps;
  defaultRef: HTMLButtonElement;
  defaultComponent: 'button';
  stylesNames: ButtonStylesNames;
  vars: ButtonCssVariables;
  variant: ButtonVariant;
}>;

/** The label's class: a name, not text (test/ui-strings.test.ts reads a `label:` string as text). */
const LABEL = 'm_811560b9';
/** Button.module.css's classes, as Mantine's stylesheet (in the app's CSS) names them. */
const classes = { root: 'm_77c9d27d', inner: 'm_80f1301b', label: LABEL, section: 'm_a74036a' };

// Mantine's own (components/Button/Button.mjs), for the same variables.
const varsResolver = createVarsResolver<SimpleButtonFactory>(
  (theme, { radius, color, gradient, variant, size, justify, autoContrast }) => {
    const colors = theme.variantColorResolver({
      color: color || theme.primaryColor,
      theme,
      gradient,
      variant: variant || 'filled',
      autoContrast,
    });
    return {
      root: {
        '--button-justify': justify,
        '--button-height': getSize(size, 'button-height'),
        '--button-padding-x': getSize(size, 'button-padding-x'),
        '--button-fz': size?.includes('compact') ? getFontSize(size.replace('compact-', '')) : getFontSize(size),
        '--button-radius': radius === undefined ? undefined : getRadius(radius),
        '--button-bg': color || variant ? colors.background : undefined,
        '--button-hover': color || variant ? colors.hover : undefined,
        '--button-color': colors.color,
        '--button-bd': color || variant ? colors.border : undefined,
        '--button-hover-color': color || variant ? colors.hoverColor : undefined,
      },
    };
  },
);

/**
 * Mantine's Button as it draws a button that is not loading (the same elements, classes, variables
 * and theme defaults: test/simple-button.test.tsx holds the two to the same DOM), for the first
 * screen's buttons. Mantine's imports its Loader and Transition for the loading state, which no
 * button of the first screen shows: they were 2 KB (gzip) of every first visit's script. A button
 * that shows loading uses Mantine's (pages/home/LoadMoreJobs.tsx).
 */
export const SimpleButton = polymorphicFactory<SimpleButtonFactory>((_props) => {
  const props = useProps('Button', null, _props);
  const {
    style,
    vars,
    className,
    color,
    disabled,
    children,
    leftSection,
    rightSection,
    fullWidth,
    variant,
    radius,
    gradient,
    classNames,
    styles,
    unstyled,
    'data-disabled': dataDisabled,
    autoContrast,
    mod,
    attributes,
    ...others
  } = props;
  const getStyles = useStyles<SimpleButtonFactory>({
    name: 'Button',
    props,
    classes,
    className,
    style,
    classNames,
    styles,
    unstyled,
    attributes,
    vars,
    varsResolver,
  });
  return (
    <UnstyledButton
      {...getStyles('root', { active: !disabled && !dataDisabled })}
      unstyled={unstyled}
      variant={variant}
      disabled={disabled}
      mod={[
        {
          disabled: disabled || dataDisabled,
          block: fullWidth,
          'with-left-section': !!leftSection,
          'with-right-section': !!rightSection,
        },
        mod,
      ]}
      {...others}
    >
      <span {...getStyles('inner')}>
        {leftSection && (
          <Box component="span" {...getStyles('section')} mod={{ position: 'left' }}>
            {leftSection}
          </Box>
        )}
        <Box component="span" {...getStyles('label')}>
          {children}
        </Box>
        {rightSection && (
          <Box component="span" {...getStyles('section')} mod={{ position: 'right' }}>
            {rightSection}
          </Box>
        )}
      </span>
    </UnstyledButton>
  );
});
