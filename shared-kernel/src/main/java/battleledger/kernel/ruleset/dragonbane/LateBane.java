package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.ManualDice;
import battleledger.kernel.dice.Roll;

import java.util.ArrayList;
import java.util.List;

/**
 * A bane put on an attack already rolled, as the reaction spell Protector puts it (its {@code note} in the
 * {@link Grimoire}: "an attack about to strike the mage or an ally within 10 m gets a bane"). A bane rolls an extra
 * d20 and keeps the worse, and boons and banes cancel one for one (Dragonbane core rules › Boons and Banes). The
 * attack was rolled already, so:
 * <ul>
 * <li>on a blow with as many boons as banes (one d20), its roller rolls the one more d20 now and the worse of it and
 * the die the blow kept counts, judged again against the same skill level: a Dragon only if both are 1, a Demon if the
 * new die is a 20 (Dragonbane core rules › Dragons and Demons); so too on a blow that had a bane already;</li>
 * <li>on a blow with one boon more than banes (two d20, the lower kept), the bane cancels the boon: the blow is as if
 * rolled with one d20, its first, and no die is rolled;</li>
 * <li>on a blow with two boons more or further, one boon is left after the bane cancels another, and the blow was
 * rolled with two d20 as one boon rolls them ({@link SkillRoll}): it stands as rolled.</li>
 * </ul>
 * The roll recorded lists every boon and bane of the blow, the new bane among them, so a second bane reads where the
 * first left it.
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
        List<String> banes = new ArrayList<>(attack.disadvantage());
        banes.add(source);
        int net = attack.advantage().size() - attack.disadvantage().size();
        List<Integer> rolled;
        int kept;
        String expression;
        if (net >= 2) { // a boon is left: the two d20 it rolled stand, the lower kept
            rolled = attack.dice();
            kept = before;
            expression = "2d20kl1";
        } else if (net == 1) { // the boon cancelled: one d20, the first
            rolled = attack.dice().subList(0, 1);
            kept = rolled.get(0);
            expression = "1d20";
        } else {
            ManualDice.need(dice, attack.roller(), purpose, SkillRoll.describe(0, 0), 1, 20);
            int die = dice.draw(20);
            rolled = List.of(die);
            kept = Math.max(before, die); // the worse: the higher, as a bane keeps
            expression = "1d20";
        }
        String outcome = kept == 1 ? "dragon" : kept == 20 ? "demon" : kept <= target ? "success" : "failure";
        Roll roll = new Roll(attack.roller(), purpose, expression, rolled, List.of(kept), List.of(), kept, target,
                outcome, DragonbaneRule.BOONS_AND_BANES.citation(), attack.advantage(), banes);
        SkillRoll judged = new SkillRoll(roll, target, 0, 1, kept, false);
        return new Baned(roll, before, judged.succeeded(), judged.dragon());
    }

    /**
     * Whether the bane rolled a die of its own: not when it cancelled a boon of the blow (Boons and Banes), whose roll
     * then re-reads the blow's dice and is not among the step's rolls ({@code AttackBaned.rolls}).
     */
    public static boolean rolledOneMore(Roll baned) {
        return baned.advantage().size() < baned.disadvantage().size();
    }
}
