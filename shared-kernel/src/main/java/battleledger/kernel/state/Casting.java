package battleledger.kernel.state;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * A caster's spell slots spent, and whether it has teleported away from the battlefield.
 *
 * @param slotsUsed spent slots by level
 * @param away      it is somewhere else now (a teleport): it cannot be targeted here, but can finish what it began
 * @param last      the last spell it began, for those who would identify it
 * @param ritualGp  the gold pieces' worth of ritual components its rituals have consumed
 * @param willpower a Dragonbane mage's WP spent, concentration and ingredients consumed, or null (004 › Casting Spells)
 */
public record Casting(Map<Integer, Integer> slotsUsed, boolean away, LastCast last, int ritualGp,
                      @battleledger.kernel.support.OmittedWhenAbsent Willpower willpower) {

    public Casting(Map<Integer, Integer> slotsUsed, boolean away, LastCast last, int ritualGp) {
        this(slotsUsed, away, last, ritualGp, null);
    }

    /** A Dragonbane mage's willpower: spent WP, concentration, consumed ingredients (fresh when none). */
    public Willpower will() {
        return willpower == null ? Willpower.FRESH : willpower;
    }

    public Casting withWillpower(Willpower w) {
        return new Casting(slotsUsed, away, last, ritualGp, w);
    }

    /** The last spell begun: which, at what level, whether its casting could be perceived, and whether a bluff. */
    public record LastCast(String spell, int level, boolean perceptible, boolean bluff) {
        public LastCast(String spell, int level, boolean perceptible) {
            this(spell, level, perceptible, false);
        }

        /** The digest's text form ({@code audit/Digest}): {@code bluff} is written only when true, as for Pending. */
        @Override
        public String toString() {
            return "LastCast[spell=" + spell + ", level=" + level + ", perceptible=" + perceptible
                    + (bluff ? ", bluff=true" : "") + "]";
        }
    }

    public static final Casting FRESH = new Casting(Map.of(), false, null, 0);

    public Casting {
        slotsUsed = Collections.unmodifiableMap(new TreeMap<>(slotsUsed == null ? Map.of() : slotsUsed));
    }

    public int used(int level) {
        return slotsUsed.getOrDefault(level, 0);
    }

    public Casting spent(int level) {
        Map<Integer, Integer> more = new TreeMap<>(slotsUsed);
        more.merge(level, 1, Integer::sum);
        return new Casting(more, away, last, ritualGp, willpower);
    }

    public Casting gone() {
        return new Casting(slotsUsed, true, last, ritualGp, willpower);
    }

    public Casting began(LastCast cast) {
        return new Casting(slotsUsed, away, cast, ritualGp, willpower);
    }

    public Casting rested() {
        return new Casting(Map.of(), away, last, ritualGp, willpower);
    }

    /** "When you complete the ritual and its effects begin, the material components needed for it are consumed." */
    public Casting consumed(int gp) {
        return new Casting(slotsUsed, away, last, ritualGp + gp, willpower);
    }
}
