package battleledger.kernel.grid;

import battleledger.kernel.model.Situation.Cover;

/**
 * The cover a target has against an attack or an area of effect on a grid (003 › Cover), with the lines that decided
 * it.
 *
 * @param cover        none, half, three-quarters or total
 * @param blockedLines how many of the lines from {@code corner} to the corners of {@code targetCell} are blocked
 * @param lines        how many lines were traced (4 on squares, 6 on hexes)
 * @param corner       the attacker's corner (or the area's point of origin) most favourable to the attacker
 * @param targetCell   the target's cell most favourable to the attacker
 * @param sentence     e.g. "three-quarters cover: 3 of 4 lines blocked from corner (4,5) to cell (6,5)", or "... from
 *                     the point of origin (4,5) ..." for an area of effect
 */
public record CoverReport(Cover cover, int blockedLines, int lines, Point corner, Cell targetCell, String sentence) {

    static CoverReport of(Cover cover, int blocked, int lines, Point corner, Cell targetCell, boolean fromOrigin) {
        String head = switch (cover) {
            case NONE -> "no cover";
            case HALF -> "half cover";
            case THREE_QUARTERS -> "three-quarters cover";
            case TOTAL -> "total cover";
        };
        String tail = cover == Cover.TOTAL ? "; no line from any corner reaches any part of the target" : "";
        return new CoverReport(cover, blocked, lines, corner, targetCell,
                head + ": " + blocked + " of " + lines + " lines blocked from "
                        + (fromOrigin ? "the point of origin " : "corner ") + corner
                        + " to cell " + targetCell + tail);
    }
}
