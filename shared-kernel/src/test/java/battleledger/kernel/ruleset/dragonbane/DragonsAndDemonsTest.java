package battleledger.kernel.ruleset.dragonbane;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** 004 › Failure, Dragons and Demons. */
class DragonsAndDemonsTest {

    @Test
    @DisplayName("004 › Failure, Dragons and Demons: \"the spell has no effect, but you still spend your WP\"")
    void aFailedCastStillSpendsTheWp() {
        CastOutcome out = Casts.of(Mages.elwyn(), "fireball").power(3).at("orc-1", 10).with(16);
        assertThat(out.succeeded()).isFalse();
        assertThat(out.wpSpent()).isEqualTo(6);
        assertThat(out.wpAfter()).isEqualTo(4);
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: \"The damage or range of the spell is doubled\"")
    void aDragonCanDoubleTheDamage() {
        CastOutcome out = Casts.of(Mages.elwyn(), "fireball").at("orc-1", 10).onDragon("double").with(1, 4, 5);
        assertThat(out.dragonChoice()).isEqualTo("double");
        assertThat(out.effects().get(0).amount()).isEqualTo(18);
        assertThat(out.wpSpent()).isEqualTo(2);
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: \"The spell does not cost any WP\"")
    void aDragonCanMakeTheSpellFree() {
        CastOutcome out = Casts.of(Mages.elwyn(), "fireball").power(2).at("orc-1", 10).onDragon("free")
                .with(1, 1, 1, 1, 1);
        assertThat(out.wpSpent()).isZero();
        assertThat(out.wpAfter()).isEqualTo(10);
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: \"The damage or range of the spell is doubled\" — range, for a spell without"
            + " damage")
    void aDragonDoublesTheRangeOfASpellWithoutDamage() {
        Fighter elwyn = Mages.elwyn().withMagic(Mages.elwyn().magic().withPrepared(java.util.List.of("fear")));
        CastOutcome out = Casts.of(elwyn, "fear").at("orc-1", 8).onDragon("double").with(1);
        assertThat(out.rangeMeters()).isEqualTo(20);
        assertThat(Casts.of(elwyn, "fear").at("orc-1", 8).onDragon("double").with(2).rangeMeters()).isEqualTo(10);
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: \"You can immediately cast another spell, but get a bane on the roll\"")
    void aDragonCanCastAgainAtOnceWithABane() {
        CastOutcome out = Casts.of(Mages.elwyn(), "fireball").at("orc-1", 10).onDragon("again").with(1, 2, 2);
        assertThat(out.castAgain()).isTrue();
        // the battle lets the second cast through at once, its action already used; the rule records the bane
        CastOutcome second = Casts.of(Mages.elwyn().withWp(out.wpAfter()), "fireball").at("orc-2", 10)
                .bane("cast at once after a Dragon").with(3, 15, 2, 2);
        assertThat(second.castingRoll().banes()).isEqualTo(1);
        assertThat(second.castingRoll().kept()).isEqualTo(15);
        assertThat(second.succeeded()).isFalse();
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: the choice is taken only on a Dragon")
    void aDragonChoiceIsIgnoredWithoutADragon() {
        CastOutcome out = Casts.of(Mages.elwyn(), "fireball").at("orc-1", 10).onDragon("free").with(5, 2, 2);
        assertThat(out.dragonChoice()).isNull();
        assertThat(out.wpSpent()).isEqualTo(2);
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "fireball").at("orc-1", 10).onDragon("triple").with(5))
                .hasFieldOrPropertyWithValue("code", "invalid-dragon-choice");
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: \"your target must roll a dragon to resist, parry, or dodge the spell\"")
    void againstADragonOnlyADragonDefends() {
        CastOutcome out = Casts.of(Mages.elwyn(), "fireball").at("grimsa", 10).with(1, 3, 3);
        assertThat(out.defenceNeedsDragon()).isTrue();
        SkillRoll dodge = Fighting.defendAgainstSpell(Mages.dice(2), Mages.grimsa(), Grimoire.spell("fireball"),
                "dodge", null, true);
        assertThat(dodge.succeeded()).isTrue();
        assertThat(Fighting.holds(dodge, true)).isFalse();
        SkillRoll dragonDodge = Fighting.defendAgainstSpell(Mages.dice(1), Mages.grimsa(),
                Grimoire.spell("fireball"), "dodge", null, true);
        assertThat(Fighting.holds(dragonDodge, true)).isTrue();
        SkillRoll resist = Fighting.defendAgainstSpell(Mages.dice(8), Mages.elwyn(), Grimoire.spell("fear"),
                "resist", null, false);
        assertThat(resist.roll().against()).isEqualTo(15);
        assertThat(Fighting.holds(resist, false)).isTrue();
    }

    @Test
    @DisplayName("004 › Rolling a Demon: \"you cannot push the roll ... a risk of something going terribly wrong\"")
    void aDemonCannotBePushedAndMayBringAMishap() {
        CastOutcome out = Casts.of(Mages.elwyn(), "fireball").at("orc-1", 10).with(20);
        assertThat(out.succeeded()).isFalse();
        assertThat(out.mishapPossible()).isTrue();
        assertThat(out.wpSpent()).isEqualTo(2);
        assertThat(Pushing.refusal(true, out.castingRoll(), Attribute.WIL, Set.of()).code())
                .isEqualTo("demon-cannot-be-pushed");
    }

    @Test
    @DisplayName("004 › Casting Spells: \"You can push the roll if this optional rule is used\"")
    void aFailedCastingRollCanBePushedForTheScaredCondition() {
        Casts cast = Casts.of(Mages.elwyn(), "fireball").power(2).at("orc-1", 10);
        CastOutcome failed = cast.with(17);
        Casting.PushedCast pushed = Casting.push(cast.request(), failed, true, Mages.dice(6, 3, 3, 3, 3));
        assertThat(pushed.condition()).isEqualTo("scared");
        assertThat(pushed.outcome().castingRoll().pushed()).isTrue();
        assertThat(pushed.outcome().succeeded()).isTrue();
        assertThat(pushed.outcome().effects().get(0).amount()).isEqualTo(12);
        assertThat(pushed.outcome().wpAfter()).as("the WP are spent once").isEqualTo(6);
        assertThatThrownBy(() -> Casting.push(cast.request(), failed, false, Mages.dice(6)))
                .hasFieldOrPropertyWithValue("code", "pushing-not-used");
        CastOutcome trick = Casts.of(Mages.elwyn(), "ignite").at("torch", 2).with();
        assertThatThrownBy(() -> Casting.push(Casts.of(Mages.elwyn(), "ignite").request(), trick, true, Mages.dice(6)))
                .hasFieldOrPropertyWithValue("code", "nothing-to-push");
    }
}
