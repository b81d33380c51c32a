/**
 * The block registry: each block `type` maps to the component that renders it. The mapped type
 * makes the compiler check that every block type has a component taking exactly that block's
 * data, so no cast is needed when rendering.
 *
 * Client blocks (interactive leaves marked 'use client') are registered the same way: the App
 * Router loads a client component's chunk only on pages whose render references it, so a page
 * without interactive blocks ships no block code (measured by npm run bench).
 */
import type { ReactNode } from 'react';
import { Headline } from './headline/Headline';
import { Hero } from './hero/Hero';
import { RichText } from './rich-text/RichText';
import type { BlockOfType, BlockType } from './schemas';
import type { BlockContext } from './types';

type BlockComponent<T extends BlockType> = (props: { block: BlockOfType<T>; context: BlockContext }) => ReactNode;

type Registry = { [T in BlockType]: BlockComponent<T> };

export const registry: Registry = {
  hero: Hero,
  headline: Headline,
  richText: RichText,
};

export function renderBlock<T extends BlockType>(block: BlockOfType<T> & { type: T }, context: BlockContext): ReactNode {
  const Component: BlockComponent<T> = registry[block.type];
  return <Component block={block} context={context} />;
}
