import { Button, Heading, lightTheme, type Theme, ThemeProvider } from '@atelier/shop-ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { css, styled, useTheme } from 'styled-components';

// The theme's tokens as designers review them, read from the theme in context, so a re-brand
// shows its own values here.

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.sizes.page};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Value = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const outlined = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Swatch = styled.div<{ $color: string }>`
  ${outlined};
  height: 3rem;
  background: ${({ $color }) => $color};
`;

const ToneSample = styled.div<{ $fg: string; $bg: string }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    vertical-align: middle;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Bar = styled.div<{ $width: string }>`
  width: ${({ $width }) => $width};
  height: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primary};
`;

const Box = styled.div<{ $radius?: string; $shadow?: string }>`
  ${outlined};
  width: 5rem;
  height: 3rem;
  background: ${({ theme }) => theme.colors.surface};
  ${({ $radius }) => $radius && `border-radius: ${$radius};`}
  ${({ $shadow }) => $shadow && `box-shadow: ${$shadow};`}
`;

const Mover = styled.div<{ $duration: string }>`
  ${outlined};
  width: 3rem;
  height: 1.5rem;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  transition: transform ${({ $duration }) => $duration} ${({ theme }) => theme.motion.easing};
  tr:hover & {
    transform: translateX(4rem);
  }
`;

function TokenTable({
  caption,
  rows,
}: {
  caption: string;
  rows: [name: string, value: string | number, sample: ReactNode][];
}) {
  return (
    <Table>
      <caption hidden>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value, sample]) => (
          <tr key={name}>
            <th scope="row">
              <Value>{name}</Value>
            </th>
            <td>
              <Value>{value}</Value>
            </td>
            <td>{sample}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Every token of the theme in context: colours, tones, type, space, radii, shadows, motion. */
function ThemeTokens() {
  const theme = useTheme();
  return (
    <Page>
      <Heading variant="page">Theme tokens</Heading>
      <p>
        Components take every colour, size and duration from these tokens; an app re-brands by
        passing its own theme to <code>ThemeProvider</code>.
      </p>

      <Section aria-labelledby="tokens-colours">
        <Heading variant="section" id="tokens-colours">
          Colours
        </Heading>
        <Grid>
          {Object.entries(theme.colors).map(([name, value]) => (
            <Item key={name}>
              <Swatch $color={value} />
              <span>colors.{name}</span>
              <Value>{value}</Value>
            </Item>
          ))}
        </Grid>
      </Section>

      <Section aria-labelledby="tokens-tones">
        <Heading variant="section" id="tokens-tones">
          Status tones
        </Heading>
        <p>Badge colours for order statuses and payment methods; each pair meets WCAG AA.</p>
        <Grid>
          {Object.entries(theme.tones).map(([name, { fg, bg }]) => (
            <Item key={name}>
              <ToneSample $fg={fg} $bg={bg}>
                tones.{name}
              </ToneSample>
              <Value>
                {fg} on {bg}
              </Value>
            </Item>
          ))}
        </Grid>
      </Section>

      <Section aria-labelledby="tokens-type">
        <Heading variant="section" id="tokens-type">
          Type
        </Heading>
        <TokenTable
          caption="Font families"
          rows={Object.entries(theme.fonts).map(([name, value]) => [
            `fonts.${name}`,
            value,
            <span key={name} style={{ fontFamily: value }}>
              Linen shirt ₹1,499
            </span>,
          ])}
        />
        <TokenTable
          caption="Font sizes"
          rows={Object.entries(theme.fontSizes).map(([name, value]) => [
            `fontSizes.${name}`,
            value,
            <span key={name} style={{ fontSize: value }}>
              Feature Products
            </span>,
          ])}
        />
        <TokenTable
          caption="Font weights and line heights"
          rows={[
            ...Object.entries(theme.fontWeights).map(
              ([name, value]): [string, number, ReactNode] => [
                `fontWeights.${name}`,
                value,
                <span key={name} style={{ fontWeight: value }}>
                  Add to cart
                </span>,
              ],
            ),
            ...Object.entries(theme.lineHeights).map(
              ([name, value]): [string, number, ReactNode] => [`lineHeights.${name}`, value, null],
            ),
          ]}
        />
      </Section>

      <Section aria-labelledby="tokens-space">
        <Heading variant="section" id="tokens-space">
          Spacing
        </Heading>
        <TokenTable
          caption="Spacing"
          rows={Object.entries(theme.space).map(([name, value]) => [
            `space.${name}`,
            value,
            <Bar key={name} $width={value} />,
          ])}
        />
      </Section>

      <Section aria-labelledby="tokens-radii">
        <Heading variant="section" id="tokens-radii">
          Radii and shadows
        </Heading>
        <TokenTable
          caption="Radii and shadows"
          rows={[
            ...Object.entries(theme.radii).map(([name, value]): [string, string, ReactNode] => [
              `radii.${name}`,
              value,
              <Box key={name} $radius={value} />,
            ]),
            ...Object.entries(theme.shadows).map(([name, value]): [string, string, ReactNode] => [
              `shadows.${name}`,
              value,
              <Box key={name} $shadow={value} />,
            ]),
          ]}
        />
      </Section>

      <Section aria-labelledby="tokens-motion">
        <Heading variant="section" id="tokens-motion">
          Motion
        </Heading>
        <p>
          Hover a row to play its duration with the theme's easing. Transitions are turned off for
          people who ask their system for reduced motion.
        </p>
        <TokenTable
          caption="Motion"
          rows={[
            ['motion.fast', theme.motion.fast, <Mover key="fast" $duration={theme.motion.fast} />],
            [
              'motion.normal',
              theme.motion.normal,
              <Mover key="normal" $duration={theme.motion.normal} />,
            ],
            ['motion.easing', theme.motion.easing, null],
          ]}
        />
      </Section>

      <Section aria-labelledby="tokens-layout">
        <Heading variant="section" id="tokens-layout">
          Breakpoints and layout sizes
        </Heading>
        <TokenTable
          caption="Breakpoints and layout sizes"
          rows={[
            ...Object.entries(theme.breakpoints).map(
              ([name, value]): [string, string, ReactNode] => [`breakpoints.${name}`, value, null],
            ),
            ...Object.entries(theme.sizes).map(([name, value]): [string, string, ReactNode] => [
              `sizes.${name}`,
              value,
              null,
            ]),
            ...Object.entries(theme.iconSizes).map(([name, value]): [string, string, ReactNode] => [
              `iconSizes.${name}`,
              value,
              null,
            ]),
          ]}
        />
      </Section>
    </Page>
  );
}

const meta = {
  title: 'Foundations/Theme tokens',
  component: ThemeTokens,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThemeTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Atelier light theme, the default of `ThemeProvider`. */
export const Light: Story = {
  play: async ({ canvas }) => {
    for (const name of [
      'Colours',
      'Status tones',
      'Type',
      'Spacing',
      'Radii and shadows',
      'Motion',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getAllByText(lightTheme.colors.primary).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('rowheader', { name: 'motion.normal' })).toBeVisible();
  },
};

/** A re-brand: a team's own theme, passed to ThemeProvider, changes every component at once. */
const terracotta: Theme = {
  ...lightTheme,
  colors: { ...lightTheme.colors, primary: '#9a3412', primaryHover: '#7c2d12' },
  radii: { ...lightTheme.radii, md: '0' },
};

export const Rebranded: Story = {
  render: () => (
    <ThemeProvider theme={terracotta}>
      <div style={{ padding: terracotta.space.lg }}>
        <Button>Add to cart</Button>
      </div>
      <ThemeTokens />
    </ThemeProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveStyle({
      backgroundColor: 'rgb(154, 52, 18)',
    });
  },
};
