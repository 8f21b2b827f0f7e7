/**
 * The type of a translated content module. Text becomes any string (a literal spec string in English,
 * such as 'Our Programs', is translated too), while the keys that identify, link or style something
 * keep their English type and value: a Spanish program keeps its id, icon and colour. Every key of
 * the English type is required, so a missing translation is a type error.
 */
export type FixedKey =
  | 'id'
  | 'icon'
  | 'color'
  | 'view'
  | 'network'
  | 'url'
  | 'documentUrl'
  | 'imageUrl'
  | 'phoneHref'
  | 'href'
  | 'tags'
  | 'category'
  | 'filterCategories'
  | 'publishDate'
  | 'isPublished'
  | 'excerptLength'
  | 'relatedExcerptLength'
  | 'defaultTab'
  | 'targetId'
  | 'storyCount'
  | 'kind';

export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: Key extends FixedKey ? T[Key] : Translation<T[Key]> }
      : T;
