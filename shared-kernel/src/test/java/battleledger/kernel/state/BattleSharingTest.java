package battleledger.kernel.state;

import battleledger.kernel.audit.Digest;
import battleledger.kernel.support.Fixtures;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A battle made from another shares what it did not change (issue 18): its combatants' map is not copied for a new
 * round, turn or clock, and a change that gives back the very same combatant, stance or economy leaves the very same
 * battle. None of it may show: the battle reads, compares, prints and digests as before.
 */
class BattleSharingTest {

    private static final Combatant ANN = Combatant.joining(Fixtures.creature("ann", "party", 14));
    private static final Combatant ORC = Combatant.joining(Fixtures.creature("orc", "orcs", 10));

    private static Battle twoFighters() {
        return Battle.EMPTY.withCombatant(ANN).withCombatant(ORC);
    }

    @Test
    void aBattleMadeForANewRoundSharesItsCombatantsInsteadOfCopyingThem() {
        Battle b = twoFighters();
        assertSame(b.combatants(), b.withRound(2).combatants());
        assertSame(b.combatants(), b.withTurn("ann", null).withTime(GameTime.START).combatants());
    }

    @Test
    void aBattleBuiltFromSomeoneElsesMapKeepsItsOwnCopy() {
        Map<String, Combatant> outside = new LinkedHashMap<>();
        outside.put("ann", ANN);
        Battle b = twoFighters();
        Battle built = new Battle(b.phase(), outside, b.initiative(), b.round(), b.turn(), b.economy(), b.engaged(),
                b.offers(), b.sequence(), b.effects(), b.field(), b.time());
        outside.put("orc", ORC);
        assertEquals(1, built.combatants().size());
        assertThrows(UnsupportedOperationException.class, () -> built.combatants().put("orc", ORC));
        assertThrows(UnsupportedOperationException.class, () -> built.combatants().values().clear());
    }

    @Test
    void theCombatantsReadCompareAndPrintAsTheOrderedMapTheyWere() {
        Battle b = twoFighters();
        Map<String, Combatant> plain = new LinkedHashMap<>();
        plain.put("ann", ANN);
        plain.put("orc", ORC);
        assertEquals(plain, b.combatants());
        assertEquals(b.combatants(), plain);
        assertEquals(plain.hashCode(), b.combatants().hashCode());
        assertEquals(plain.toString(), b.combatants().toString());
        assertEquals(java.util.List.of("ann", "orc"), java.util.List.copyOf(b.combatants().keySet()));
        assertSame(ORC, b.combatant("orc"));
    }

    @Test
    void aBattleDigestsAsABattleOfAPlainMapDoes() {
        Battle b = twoFighters().withRound(3);
        Map<String, Combatant> plain = new LinkedHashMap<>(b.combatants());
        // the same battle text, so the same digest, whatever map the combatants came in
        assertEquals(Digest.of(b), Digest.of(new Battle(b.phase(), java.util.Collections.unmodifiableMap(plain),
                b.initiative(), b.round(), b.turn(), b.economy(), b.engaged(), b.offers(), b.sequence(), b.effects(),
                b.field(), b.time())));
    }

    @Test
    void aChangeThatLeavesTheCombatantAsItWasLeavesTheVeryBattle() {
        Battle b = twoFighters();
        // not surprised, a reaction ready: the end of a turn and the start of one change nothing of Ann
        assertSame(b, b.updateCombatant("ann", c -> c.withSurprised(false)));
        assertSame(b, b.updateCombatant("ann", c -> c.withReactionAvailable(true)));
        Battle surprised = b.updateCombatant("ann", c -> c.withSurprised(true));
        assertNotSame(b, surprised);
        assertEquals(true, surprised.combatant("ann").stance().surprised());
        assertSame(ORC, surprised.combatant("orc"));
    }

    @Test
    void anEconomyLeftAsItWasLeavesTheVeryBattle() {
        Battle fighting = twoFighters().withTurn("ann", Economy.fresh(30));
        assertSame(fighting, fighting.withEconomy(x -> x.withImprovising(null)));
        Battle improvising = fighting.withEconomy(x -> x.withImprovising("swings from the chandelier"));
        assertEquals("swings from the chandelier", improvising.economy().improvising());
        assertSame(improvising, improvising.withEconomy(x -> x.withImprovising("swings from the chandelier")));
        assertSame(Battle.EMPTY, Battle.EMPTY.withEconomy(x -> x.withImprovising("nothing: no turn yet")));
    }
}
