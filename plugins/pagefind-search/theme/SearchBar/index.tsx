// The theme's SearchBar while the offline search is on (DocSearch brings its own): the button
// and modal live in src/components/Search.
export { default } from '@site/src/components/Search/SearchButton';
