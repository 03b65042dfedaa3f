#!/usr/bin/env bash
# Writes assets/fonts/: the display face (EB Garamond, by Georg Duffner and Octavio Pardo, under
# the SIL Open Font License 1.1) in the weights the app draws, with its licence and authors.
#
#   scripts/import_fonts.sh [DIR]
#
# Debian's fonts-ebgaramond is the first release of the face, whose bold has no accented
# letters (a German or French card name fell back to another face); the complete family is in
# Debian's texlive-fonts-extra (its licence and authors in texlive-fonts-extra-doc). This
# downloads both packages with apt-get (or takes them from DIR, where the two .deb files are),
# copies the faces out and leaves the packages. The build uses the committed files and needs no
# network.
#
# One change is made to the faces: their line metrics are set back to the first release's
# (ascender 710, descender -290, no line gap: a line one em high), for which the app's layouts
# were drawn; the later release's taller lines (1007 and -298, for stacked accents) made every
# title and card name about 30% taller. The glyphs are unchanged (scripts/set_font_line_metrics.py).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

readonly out=assets/fonts
readonly faces=(EBGaramond-Regular EBGaramond-Italic EBGaramond-SemiBold EBGaramond-Bold)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [[ $# -ge 1 ]]; then
  cp "$1"/texlive-fonts-extra_*.deb "$1"/texlive-fonts-extra-doc_*.deb "$work/"
else
  (cd "$work" && apt-get download texlive-fonts-extra texlive-fonts-extra-doc)
fi
for deb in "$work"/*.deb; do
  dpkg-deb --fsys-tarfile "$deb" |
    tar -x -C "$work" --wildcards '*/fonts/opentype/public/ebgaramond/*' \
      '*/doc/texlive-doc/fonts/ebgaramond/*' 2>/dev/null || true
done

mkdir -p "$out"
for face in "${faces[@]}"; do
  cp "$work"/usr/share/texlive/texmf-dist/fonts/opentype/public/ebgaramond/"$face".otf "$out/"
  python3 scripts/set_font_line_metrics.py 710 -290 0 "$out/$face.otf"
done
docs="$work"/usr/share/doc/texlive-doc/fonts/ebgaramond
zcat -f "$docs"/OFL.txt* >"$out/OFL.txt"
cp "$docs"/AUTHORS.txt "$out/AUTHORS.txt"
echo "import_fonts.sh: wrote ${#faces[@]} faces, OFL.txt and AUTHORS.txt to $out"
