package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.KeyedDice;
import battleledger.kernel.ruleset.dragonbane.Fighting.AttackOutcome;
import battleledger.kernel.ruleset.dragonbane.Fighting.Defence;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One whole Dragonbane battle played with the pure rules, step by step: initiative cards, a cone spell dodged, a blow
 * parried, a dodge with a Dragon, a reaction spell changing an attack under way, a Dragon doubling a spell's damage,
 * a mage at 0 HP making death rolls. Played with scripted dice it tells the story below; played with the keyed dice
 * of a seed it gives the same outcome every time.
 */
class WholeBattleTest {

    /** The battle, each step's dice from {@code dice.apply(step)}; returns what happened, in words and numbers. */
    static List<String> play(LongFunction<Dice> dice) {
        List<String> log = new ArrayList<>();
        Fighter elwyn = Mages.elwyn();
        Fighter grimsa = Mages.grimsa();
        Fighter orc1 = Mages.orc("orc-1");
        Fighter orc2 = Mages.orc("orc-2");
        // step 1: cards (Dragonbane core rules › Initiative)
        InitiativeDeck.Dealt cards = InitiativeDeck.deal(dice.apply(1), List.of("elwyn", "grimsa", "orc-1", "orc-2"));
        log.add("cards " + cards.order());
        // step 2: Elwyn's Frost, a cone over both orcs; orc-1 dodges (004 › Cone; 004 › Area of Effect)
        CastOutcome frost = Casting.cast(new CastRequest(elwyn, Grimoire.spell("frost"), 1, null, List.of(), false,
                null, List.of(new CastRequest.SpellTarget("orc-1", 4), new CastRequest.SpellTarget("orc-2", 6)), true,
                true, List.of()), dice.apply(2));
        elwyn = elwyn.withWp(frost.wpAfter());
        for (CastOutcome.Effect e : frost.effects()) {
            Fighter target = e.target().equals("orc-1") ? orc1 : orc2;
            boolean dodged = false;
            if (e.target().equals("orc-1")) {
                SkillRoll dodge = Fighting.defendAgainstSpell(dice.apply(3), orc1, Grimoire.spell("frost"), "dodge",
                        null, frost.defenceNeedsDragon());
                dodged = Fighting.holds(dodge, frost.defenceNeedsDragon());
                log.add("orc-1 dodges frost: " + dodge.roll().outcome());
            }
            if (!dodged) {
                target = target.withHp(target.hp() - e.amount());
            }
            if (e.target().equals("orc-1")) {
                orc1 = target;
            } else {
                orc2 = target;
            }
        }
        log.add("frost " + frost.castingRoll().roll().outcome() + ", WP " + elwyn.wp() + ", orcs at " + orc1.hp()
                + " and " + orc2.hp());
        // step 4: Grimsa strikes orc-1, who parries with its axe (Dragonbane core rules › Parrying)
        AttackOutcome blow = Fighting.attack(dice.apply(4), grimsa, "broadsword", orc1, Defence.PARRY, "handaxe", 2);
        orc1 = orc1.withHp(orc1.hp() - blow.damage());
        log.add("grimsa " + (blow.hit() ? "hits for " + blow.damage() : "is stopped") + ", orc-1 at " + orc1.hp());
        // step 5: orc-2 strikes Elwyn, who dodges (Dragonbane core rules › Dodging)
        AttackOutcome axe = Fighting.attack(dice.apply(5), orc2, "handaxe", elwyn, Defence.DODGE, null, 2);
        elwyn = elwyn.withHp(elwyn.hp() - axe.damage());
        log.add("orc-2 " + (axe.hit() ? "hits elwyn for " + axe.damage() : "misses or is dodged") + ", elwyn at "
                + elwyn.hp());
        // step 6: round 2 — Protector, a reaction spell, puts a bane on orc-2's blow at Grimsa (004 › Casting Time)
        if (elwyn.hp() > 0) {
            CastOutcome protector = Casting.cast(new CastRequest(elwyn, Grimoire.spell("protector"), null, null,
                    List.of(), false, null, List.of(new CastRequest.SpellTarget("grimsa", 2)), true, false, List.of()),
                    dice.apply(6));
            elwyn = elwyn.withWp(protector.wpAfter());
            log.add("protector " + protector.castingRoll().roll().outcome() + ", WP " + elwyn.wp());
        }
        // step 7: Elwyn's Fireball at orc-2, a Dragon doubling its damage (004 › Rolling a Dragon)
        if (elwyn.hp() > 0) {
            CastOutcome fireball = Casting.cast(new CastRequest(elwyn, Grimoire.spell("fireball"), 1, null, List.of(),
                    false, "double", List.of(new CastRequest.SpellTarget("orc-2", 6)), true, true, List.of()),
                    dice.apply(7));
            elwyn = elwyn.withWp(fireball.wpAfter());
            for (CastOutcome.Effect e : fireball.effects()) {
                orc2 = orc2.withHp(orc2.hp() - e.amount());
            }
            log.add("fireball " + fireball.castingRoll().roll().outcome() + " (" + fireball.dragonChoice() + "), orc-2 at "
                    + orc2.hp() + ", WP " + elwyn.wp());
        }
        // step 8: orc-2, if standing, fells Elwyn; she makes death rolls (Dragonbane core rules › Death Rolls)
        if (orc2.hp() > 0) {
            AttackOutcome fell = Fighting.attack(dice.apply(8), orc2, "handaxe", elwyn, Defence.NONE, null, 2);
            elwyn = elwyn.withHp(elwyn.hp() - fell.damage());
            log.add("orc-2 strikes elwyn for " + fell.damage() + ", elwyn at " + elwyn.hp());
        }
        DeathRolls.Tally tally = DeathRolls.Tally.NONE;
        for (int step = 9; elwyn.hp() == 0 && tally.rolling(); step++) {
            DeathRolls.DeathRoll r = DeathRolls.roll(dice.apply(step), elwyn, tally);
            tally = r.tally();
            log.add("elwyn's death roll " + r.roll().roll().outcome() + " " + tally);
        }
        return log;
    }

    @Test
    @DisplayName("Dragonbane core rules and 004: a battle of spells, a parry, a dodge, a reaction spell and a Dragon")
    void aScriptedBattleTellsItsStory() {
        Integer[][] steps = {
                {},
                {10, 9, 8, 7, 6, 5, 4, 3, 2},     // the deck stays in order: elwyn 1, grimsa 2, orc-1 3, orc-2 4
                {6, 4},                          // frost: 6 under Elementalism 14, 1D6 = 4
                {12},                            // orc-1's dodge (Evade 5, its base chance): 12 fails
                {5, 15, 6, 5},                   // Grimsa 5 hits; the parry 15 fails; 2D6 = 11, minus armor 1
                {3, 1},                          // orc-2 hits with 3; Elwyn dodges with a Dragon
                {9},                             // protector: 9 succeeds
                {1, 3, 4},                       // fireball: a Dragon; 2D6 = 7, doubled
        };
        List<String> log = play(step -> Mages.dice(step < steps.length ? steps[(int) step] : new Integer[0]));
        assertThat(log).containsExactly(
                "cards [Card[combatant=elwyn, card=1], Card[combatant=grimsa, card=2], Card[combatant=orc-1, card=3],"
                        + " Card[combatant=orc-2, card=4]]",
                "orc-1 dodges frost: failure",
                "frost success, WP 8, orcs at 8 and 8",
                "grimsa hits for 10, orc-1 at 0",
                "orc-2 misses or is dodged, elwyn at 10",
                "protector success, WP 6",
                "fireball dragon (double), orc-2 at 0, WP 4");
    }

    @Test
    @DisplayName("DESIGN.md, deterministic dice: the same seed plays the same Dragonbane battle")
    void theSameSeedPlaysTheSameBattle() {
        for (long seed : new long[] {1, 7, 42, 2026}) {
            List<String> first = play(step -> new KeyedDice(seed, step));
            assertThat(play(step -> new KeyedDice(seed, step))).isEqualTo(first);
            assertThat(first.get(0)).startsWith("cards");
        }
        assertThat(play(step -> new KeyedDice(1, step))).isNotEqualTo(play(step -> new KeyedDice(2, step)));
    }

    @Test
    @DisplayName("Dragonbane core rules › Death Rolls: a mage felled in the battle rolls until her fate is settled")
    void aFelledMageMakesDeathRolls() {
        Integer[][] steps = {
                {}, {10, 9, 8, 7, 6, 5, 4, 3, 2}, {15},  // frost fails: no one to dodge it
                {},
                {19},                                     // grimsa misses
                {2, 15, 6, 6},                            // orc-2 hits, the dodge fails: 12 - 1 = 11, Elwyn at 0
                {}, {},                                   // no spells from a mage at 0 HP
                {19},                                     // orc-2 strikes again and misses
                {5}, {13}, {1},                           // death rolls: success, failure, a Dragon (two successes)
        };
        List<String> log = play(step -> Mages.dice(step < steps.length ? steps[(int) step] : new Integer[0]));
        assertThat(log).contains("orc-2 hits elwyn for 11, elwyn at 0", "orc-2 strikes elwyn for 0, elwyn at 0",
                "elwyn's death roll success Tally[successes=1, failures=0]",
                "elwyn's death roll failure Tally[successes=1, failures=1]",
                "elwyn's death roll dragon Tally[successes=3, failures=1]");
    }
}
