package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.ManualDice;
import battleledger.kernel.dice.Roll;

import java.util.List;

/**
 * A bane put on an attack already rolled, as the reaction spell Protector puts it (its {@code note} in the
 * {@link Grimoire}: "an attack about to strike the mage or an ally within 10 m gets a bane"). A bane rolls an extra
 * d20 and keeps the worse (Dragonbane core rules › Boons and Banes); the attack was rolled already, so its roller
 * rolls the one more d20 now and the worse of it and the die the attack kept counts, judged again against the same
 * skill level: a Dragon only if both are 1, a Demon if the new die is a 20 (Dragonbane core rules › Dragons and
 * Demons). Boons the attack had are not cancelled after the fact: the kept die stands for them.
 */
public final class LateBane {

    /**
     * The bane rolled: {@code roll} is the new d20 (its {@code kept} die the worse of the two, judged against the
     * attack's skill), {@code attackDie} the die the attack had kept, {@code hit} whether it still hits and
     * {@code dragon} whether it is still a Dragon.
     */
    public record Baned(Roll roll, int attackDie, boolean hit, boolean dragon) {
    }

    private LateBane() {
    }

    /** Whether the spell puts a bane on an attack about to strike (its effect changes the pending attack: "bane"). */
    public static boolean banesAnAttack(String spell) {
        Spell s = Grimoire.all().get(spell);
        return s != null && s.effects().stream()
                .anyMatch(e -> e instanceof DragonbaneEffect.ModifyPending m && "bane".equals(m.change()));
    }

    /**
     * One more d20 for the attack rolled as {@code attack} (a skill roll as recorded: its target in {@code against},
     * its kept die its natural), by its roller, the bane's source recorded on the roll.
     */
    public static Baned onAttack(Dice dice, Roll attack, String purpose, String source) {
        int before = attack.natural();
        int target = attack.against() == null ? 0 : attack.against();
        ManualDice.need(dice, attack.roller(), purpose, SkillRoll.describe(0, 0), 1, 20);
        int die = dice.draw(20);
        int kept = Math.max(before, die); // the worse: the higher, as a bane keeps
        String outcome = kept == 1 ? "dragon" : kept == 20 ? "demon" : kept <= target ? "success" : "failure";
        Roll roll = new Roll(attack.roller(), purpose, "1d20", List.of(die), List.of(kept), List.of(), kept, target,
                outcome, DragonbaneRule.BOONS_AND_BANES.citation(), List.of(), List.of(source));
        SkillRoll judged = new SkillRoll(roll, target, 0, 1, kept, false);
        return new Baned(roll, before, judged.succeeded(), judged.dragon());
    }
}
