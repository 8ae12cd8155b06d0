package battleledger.kernel.battlefield;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.RulingCommand.RuleSight;
import battleledger.kernel.command.TimelineCommand.RevokeRuling;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.TimelineEvent.RulingRevoked;
import battleledger.kernel.model.Situation.Cover;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static battleledger.kernel.battlefield.GridScenes.onSquares;
import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 003 › Cover and Line of Sight: what the grid gives "may be overridden by a GM ruling" — and DESIGN.md, Undo, redo,
 * revoke: "RevokeRuling(step) takes back a GM ruling made earlier: the battle is rewound to before it and every later
 * intent is decided again in order, with the same dice keys".
 */
class SightRulingTest {

    static final Attack SHOT = new Attack("ann", "orc", "bow", null, false, null);

    /** Ann the archer at (0,0), the orc in the open at (4,0); the GM rules the orc crouches behind a cart. */
    static Scene behindTheCart() {
        return onSquares(Creature.named("ann").dex(14).bow("1d8").at(0, 0),
                Creature.named("orc").side("orcs").monster().hp(30).at(4, 0))
                .then(new RuleSight("ann", "orc", Cover.THREE_QUARTERS, false, "the orc crouches behind a cart"));
    }

    @Test
    @DisplayName("003 › Cover: the GM's standing ruling gives the orc three-quarters cover from Ann for every shot, and "
            + "the roll says it was ruled")
    void aStandingRulingHoldsForLaterAttacks() {
        Scene open = onSquares(Creature.named("ann").dex(14).bow("1d8").at(0, 0),
                Creature.named("orc").side("orcs").monster().hp(30).at(4, 0));
        open.when(new RuleSight("ann", "orc", Cover.THREE_QUARTERS, false, "the orc crouches behind a cart"))
                .then(events -> assertThat(battleledger.kernel.narration.Narrator.narrate(open.state().battle(),
                        events.get(0)).text()).isEqualTo("The GM rules that Orc has three-quarters cover from Ann "
                        + "(the orc crouches behind a cart), until revoked."));
        behindTheCart().when(SHOT, 10, 3).then(events -> {
            AttackRolled a = first(events, AttackRolled.class);
            assertThat(a.acModifiers()).extracting(Modifier::value).containsExactly(5);
            assertThat(a.acModifiers().get(0).source())
                    .isEqualTo("three-quarters cover, ruled by the GM until revoked");
        });
        onSquares(Creature.named("ann").dex(14).bow("1d8").at(0, 0),
                Creature.named("orc").side("orcs").monster().hp(30).at(4, 0))
                .then(new RuleSight("ann", "orc", Cover.TOTAL, false, "a wall of shields"))
                .when(SHOT, 10, 3).thenRejectedWith("total-cover");
    }

    @Test
    @DisplayName("DESIGN.md › Undo, redo, revoke: revoking the cover ruling decides Ann's shot again with the same die "
            + "and no cover")
    void revokingTheRulingDecidesTheShotAgainWithoutCover() {
        Scene ruled = behindTheCart();
        int rulingStep = ruled.state().timeline().lastStep();
        Scene shot = ruled.then(SHOT, 13, 3);
        assertThat(first(shot.when(new RevokeRuling(rulingStep)).events(), RulingRevoked.class).redecided())
                .hasSize(1);
        shot.when(new RevokeRuling(rulingStep)).then(events -> {
            AttackRolled again = first(events, AttackRolled.class);
            assertThat(again.acModifiers()).isEmpty();
            assertThat(again.roll().natural()).isEqualTo(13);
        }).thenState(s -> assertThat(s.battle().field().ruledSight()).isEmpty());
    }

    @Test
    @DisplayName("003 › Cover: without a grid each attack says its own cover; a standing sight ruling is refused")
    void withoutAGridThereIsNothingToOverride() {
        Scene.of(Creature.named("ann").bow("1d8"), Creature.named("orc").side("orcs"))
                .when(new RuleSight("ann", "orc", Cover.HALF, false, "a cart")).thenRejectedWith("no-grid");
    }
}
