package battleledger.kernel.battlefield;

import battleledger.kernel.command.IntentCommand.Disengage;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Hide;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.event.IntentEvent.Disengaged;
import battleledger.kernel.event.IntentEvent.Moved;
import battleledger.kernel.event.StanceEvent.MoveBlocked;
import battleledger.kernel.model.Condition;
import battleledger.kernel.narration.Line;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.battlefield.GridScenes.at;
import static battleledger.kernel.battlefield.GridScenes.onSquares;
import static battleledger.kernel.battlefield.GridScenes.path;
import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A creature hidden from a mover stands in its way (001 › Exploration › Stealth › Benefits of Being Hidden: "your
 * enemies don't know where you are"; 001 › Combat › Movement in Combat › Moving Around Other Creatures: "a hostile
 * creature does not" let you through). A refusal would tell the mover's player where the hidden creature stands
 * without the mover taking a step, and let it probe every cell for free; so the move is taken and stops short.
 */
class GridHiddenInTheWayTest {

    /** Ann, invisible, hidden from the orc at (0,0); the orc at (4,0), on its turn with 30 feet to move. */
    static Scene annHiddenInTheOrcsWay() {
        return annHiddenFromTheOrc(Creature.named("ann").dex(16), 4);
    }

    /** {@code ann}, invisible at (0,0), hidden from the orc at ({@code orcX},0); the orc's turn. */
    static Scene annHiddenFromTheOrc(Creature ann, int orcX) {
        return onSquares(ann.at(0, 0), Creature.named("orc").side("orcs").at(orcX, 0))
                .then(new ApplyCondition("ann", Condition.INVISIBLE, null)).then(new Hide("ann", List.of()), 19, 2)
                .then(new EndTurn("ann"));
    }

    static Move orcWalks(int... xy) {
        return new Move("orc", 0, List.of(), List.of(), false, path(xy));
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: \"your enemies don't know where you are\" — the "
            + "orc's path runs through hidden Ann: it is not refused, the orc walks until she stops it and keeps the "
            + "movement it did not spend")
    void aMoverIsStoppedByACreatureHiddenFromIt() {
        Scene s = annHiddenInTheOrcsWay();
        assertThat(s.state().battle().combatant("ann").stance().hiding().from()).containsExactly("orc");
        s.when(orcWalks(3, 0, 2, 0, 1, 0, 0, 0, -1, 0)).then(events -> {
            Moved m = first(events, Moved.class);
            assertThat(m.path()).containsExactly(at(3, 0), at(2, 0), at(1, 0));
            assertThat(m.feet()).isEqualTo(15);
            assertThat(m.cost()).isEqualTo(15);
            MoveBlocked b = first(events, MoveBlocked.class);
            assertThat(b.at()).isEqualTo(at(1, 0));
            assertThat(b.blocked()).isEqualTo(at(0, 0));
        }).thenState(st -> {
            assertThat(st.battle().combatant("orc").stats().position()).isEqualTo(at(1, 0));
            assertThat(st.battle().economy().movementLeft()).isEqualTo(15);
            // bumping into her does not make her seen: she is invisible, and stays hidden
            assertThat(st.battle().combatant("ann").stance().hiding().from()).containsExactly("orc");
        });
    }

    @Test
    @DisplayName("001 › Combat › Movement in Combat › Moving Around Other Creatures: a path that would end in hidden "
            + "Ann's space stops before it, like one through it; a path that misses her is walked whole")
    void aPathEndingOnAHiddenCreatureStopsBeforeIt() {
        annHiddenInTheOrcsWay().when(orcWalks(3, 0, 2, 0, 1, 0, 0, 0)).then(events -> {
            assertThat(first(events, Moved.class).path()).containsExactly(at(3, 0), at(2, 0), at(1, 0));
            assertThat(first(events, MoveBlocked.class).blocked()).isEqualTo(at(0, 0));
        });
        annHiddenInTheOrcsWay().when(orcWalks(3, 1, 2, 1, 1, 1, 0, 1)).then(events -> {
            assertThat(first(events, Moved.class).path()).containsExactly(at(3, 1), at(2, 1), at(1, 1), at(0, 1));
            assertThat(none(events, MoveBlocked.class)).isTrue();
        });
    }

    @Test
    @DisplayName("001 › Combat › Movement in Combat › Moving Around Other Creatures: \"an ally lets you move through the "
            + "space that he or she occupies\" but not end there — stopped by Ann in the cell after its ally's, the orc "
            + "stops in the cell before the ally's")
    void aMoverStoppedBeyondAnAllyStopsBeforeTheAlly() {
        Scene s = onSquares(Creature.named("ann").dex(16).at(0, 0), Creature.named("orc").side("orcs").at(4, 0),
                Creature.named("goblin").side("orcs").at(1, 0))
                .then(new ApplyCondition("ann", Condition.INVISIBLE, null)).then(new Hide("ann", List.of()), 19, 2, 2);
        while (!s.state().battle().turn().equals("orc")) {
            s = s.then(new EndTurn(s.state().battle().turn()));
        }
        assertThat(s.state().battle().combatant("ann").stance().hiding().from()).contains("orc");
        s.when(orcWalks(3, 0, 2, 0, 1, 0, 0, 0, -1, 0)).then(events -> {
            assertThat(first(events, Moved.class).path()).containsExactly(at(3, 0), at(2, 0));
            assertThat(first(events, MoveBlocked.class).at()).isEqualTo(at(2, 0));
        });
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: everyone reads that the orc stopped; only the "
            + "GM reads that Ann stopped it, and where she stands")
    void theLogKeepsTheHiddenCreatureForTheGm() {
        Scene s = annHiddenInTheOrcsWay();
        var before = s.state().battle();
        MoveBlocked blocked = first(s.when(orcWalks(3, 0, 2, 0, 1, 0, 0, 0)).events(), MoveBlocked.class);
        Line line = Narrator.narrate(before, blocked);
        assertThat(line.text()).contains("Orc stops at").doesNotContain("Ann").doesNotContain("(0, 0)");
        assertThat(line.secret()).contains("Ann").contains("hidden from it");
        assertThat(line.privy()).containsExactly("ann");
        assertThat(line.rule()).contains("Benefits of Being Hidden");
        // nor does the move's own line say whose reach the orc came into
        Line moved = Narrator.narrate(before, first(s.when(orcWalks(3, 0, 2, 0, 1, 0, 0, 0)).events(), Moved.class));
        assertThat(moved.text()).isEqualTo("Orc moves 15 feet.");
        assertThat(moved.secret()).isEqualTo("Orc moves 15 feet, into the reach of Ann.");
        assertThat(moved.privy()).containsExactly("ann");
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: the orc leaves hidden Ann's reach — she is "
            + "offered her opportunity attack, and the line naming her is the GM's and hers; so is her letting it pass")
    void aReactionOfferedToAHiddenCreatureIsTheGmsAndItsOwnToRead() {
        Scene s = annHiddenFromTheOrc(Creature.named("ann").dex(16).sword("1d8"), 1);
        var before = s.state().battle();
        var offered = first(s.when(orcWalks(2, 0, 3, 0)).events(),
                battleledger.kernel.event.TurnEvent.ReactionOffered.class);
        assertThat(offered.reactor()).isEqualTo("ann");
        Line line = Narrator.narrate(before, offered);
        assertThat(line.text()).isEqualTo("The battle waits for a reaction.");
        assertThat(line.secret()).isEqualTo("Ann may take an opportunity attack against Orc.");
        assertThat(line.privy()).containsExactly("ann");
        Scene asked = s.then(orcWalks(2, 0, 3, 0));
        Line passed = Narrator.narrate(asked.state().battle(), first(asked.when(
                new battleledger.kernel.command.IntentCommand.PassReaction("ann")).events(),
                battleledger.kernel.event.IntentEvent.ReactionPassed.class));
        assertThat(passed.text()).isEqualTo("The reaction awaited is let pass.");
        assertThat(passed.privy()).containsExactly("ann");
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Disengage: a disengaging mover is stopped by a hidden creature "
            + "the same way")
    void aDisengagingMoverIsStoppedToo() {
        annHiddenInTheOrcsWay().when(new Disengage("orc", 0, List.of(), List.of(), path(3, 0, 2, 0)))
                .then(events -> assertThat(none(events, MoveBlocked.class)).isTrue());
        Scene near = annHiddenFromTheOrc(Creature.named("ann").dex(16), 2);
        near.when(new Disengage("orc", 0, List.of(), List.of(), path(1, 0, 0, 0))).then(events -> {
            assertThat(first(events, Disengaged.class).path()).containsExactly(at(1, 0));
            assertThat(first(events, MoveBlocked.class).at()).isEqualTo(at(1, 0));
        });
    }
}
