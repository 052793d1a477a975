import { IconGallery, IconItem } from '@storybook/addon-docs/blocks';

import { Icon } from '../../../ui';
import { iconNames } from '../../../ui/icons/icon-names';

/** Every icon of the sprite, drawn by the ui Icon component as the shop draws it, under lucide's name. */
export function IconSet() {
  return (
    <IconGallery>
      {iconNames.map((name) => (
        <IconItem key={name} name={name}>
          <Icon name={name} />
        </IconItem>
      ))}
    </IconGallery>
  );
}

export const iconCount = iconNames.length;
