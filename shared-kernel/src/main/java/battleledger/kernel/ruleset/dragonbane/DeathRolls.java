package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.dice.Dice;

import java.util.List;

/**
 * Death rolls (Dragonbane core rules › Death Rolls): at 0 HP a character rolls CON every turn (not an action); three
 * successes and the character survives (stays at 0 HP but rolls no more), three failures and the character dies. A
 * Dragon counts as two successes, a Demon as two failures; damage taken at 0 HP counts as one failure.
 */
public final class DeathRolls {

    /** The tally so far. */
    public record Tally(int successes, int failures) {
        public static final Tally NONE = new Tally(0, 0);

        public boolean dead() {
            return failures >= 3;
        }

        public boolean survived() {
            return successes >= 3 && !dead();
        }

        public boolean rolling() {
            return !dead() && !survived();
        }
    }

    /** A death roll and the tally after it. */
    public record DeathRoll(SkillRoll roll, Tally tally) {
    }

    private DeathRolls() {
    }

    public static DeathRoll roll(Dice dice, Fighter dying, Tally before) {
        if (dying.hp() > 0 || !before.rolling()) {
            throw battleledger.kernel.RuleViolation.conflict("no-death-roll", DragonbaneRule.DEATH_ROLLS,
                    dying.id() + " makes no death roll: " + (dying.hp() > 0 ? "it has HP" : "its fate is settled"));
        }
        SkillRoll roll = SkillRoll.roll(dice, dying.id(), "death roll", dying.attributes().con(), List.of(),
                Pushing.conditionBanes(dying.conditions(), Attribute.CON), DragonbaneRule.DEATH_ROLLS);
        int s = before.successes() + (roll.dragon() ? 2 : roll.succeeded() ? 1 : 0);
        int f = before.failures() + (roll.demon() ? 2 : roll.succeeded() ? 0 : 1);
        return new DeathRoll(roll, new Tally(Math.min(3, s), Math.min(3, f)));
    }

    /** Damage taken at 0 HP: one failed death roll. */
    public static Tally damagedWhileDying(Tally before) {
        return new Tally(before.successes(), Math.min(3, before.failures() + 1));
    }
}
