import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES } from '../shared/src/i18n/locales';
import { STORED_LOCALE_KEY } from './src/lib/stored-locale-key';

const CATALOGS = path.join(import.meta.dirname, '../shared/src/i18n/catalogs');
/** The loading screen's two texts (index.html's markup holds them in English). */
export const LOADING_TEXTS = ['Loading...', 'Please wait while we set things up'] as const;

/** Each language's loading-screen texts, from its catalogue's app area. */
function loadingTexts(): Record<string, [string, string]> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const app = JSON.parse(fs.readFileSync(path.join(CATALOGS, locale, 'app.json'), 'utf8')) as Record<string, string>;
      return [locale, LOADING_TEXTS.map((id) => app[id] ?? id) as [string, string]];
    }),
  );
}

/**
 * The script that puts the plain-HTML loading screen and `<html lang>` in the reader's language before the app's
 * JS arrives (on a phone's first visit that is seconds): the language this device last showed, else the first of
 * the browser's languages Scoreline speaks (as `negotiateLocale`), else English. It runs as the parser reaches it,
 * before the first paint; the server's CSP allows it by its hash (http/security-headers.ts).
 */
export function loadingScreenScript(texts: Record<string, [string, string]> = loadingTexts()): string {
  // `<` written as \u003c: no text can close the script or open a comment in index.html.
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  return `(function(){var T=${json},l=null;try{l=localStorage.getItem(${JSON.stringify(STORED_LOCALE_KEY)})}catch(e){}if(!T.hasOwnProperty(l)){l="en";var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<n.length;i++){var c=String(n[i]).trim().toLowerCase().split(/[-_]/)[0];if(T.hasOwnProperty(c)){l=c;break}}}document.documentElement.lang=l;var r=document.getElementById("root");r.querySelector("h1").textContent=T[l][0];r.querySelector("p").textContent=T[l][1]})()`;
}

/** Adds `loadingScreenScript` to index.html right after the loading screen's markup (development and builds). */
export function localisedLoadingScreen(): Plugin {
  return {
    name: 'scoreline:localised-loading-screen',
    transformIndexHtml(html) {
      const marker = '<!-- localised-loading-screen -->';
      if (!html.includes(marker)) throw new Error(`index.html lacks ${marker}`);
      return html.replace(marker, `<script>${loadingScreenScript()}</script>`);
    },
  };
}
