#pragma once

namespace dominion::test {

// Fills the test-mode data folder with what the saved-games and history pages show: three
// named saves (two and four seats) and five finished games, against the computer at every
// level and one of three people at one computer. Anything there before is removed first.
void seedPageData();

}  // namespace dominion::test
