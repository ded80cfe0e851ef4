'use strict';
/**
 * Placeholder artwork for every catalog image until the hotel supplies real photos:
 * calm flat-vector scenes (SVG rendered by sharp) in the brand palette, seeded by image id
 * so that every run draws the same pictures. Writes `.cache/artwork/{id}.jpg`.
 *
 *   node scripts/artwork.js            draw the missing and out-of-date ones
 *   node scripts/artwork.js --force    redraw all of them
 *   node scripts/artwork.js --sheet    also write .cache/contact-sheet.jpg to review them
 *   node scripts/artwork.js rooms/1-1  only these ids
 *
 * The drawing lives in scripts/artwork/: palette.js (seeded randomness, colours), svg.js (the SVG
 * builder and shapes), scenery.js, facade.js, interior.js, furniture.js, rooms.js, services.js,
 * birds.js (the scenes and their pieces), scenes.js (which scene each id shows) and writer.js
 * (renders and writes the files).
 */
const path = require('node:path');
const { artworkSvg } = require('./artwork/scenes');
const { generateArtwork, artworkFile, artworkWidth, contactSheet, DEFAULT_OUT, ROOT } = require('./artwork/writer');

module.exports = { generateArtwork, artworkSvg, artworkFile, artworkWidth, contactSheet };

if (require.main === module) {
  const started = Date.now();
  const force = process.argv.includes('--force');
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  generateArtwork({ force, ids: only.length ? only : undefined })
    .then(async (n) => {
      console.log(
        `artwork: ${n} image(s) drawn in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${path.relative(ROOT, DEFAULT_OUT)}`,
      );
      if (process.argv.includes('--sheet')) console.log(`contact sheet: ${path.relative(ROOT, await contactSheet())}`);
    })
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
